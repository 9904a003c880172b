-- Sessions are looked up by a SHA-256 digest of the cookie's token (base64url, unpadded), so a
-- copy of the database opens no session. Tokens stored before are replaced by their digest: the
-- people signed in stay signed in.
UPDATE "sessions"
SET "token" = rtrim(translate(encode(sha256(convert_to("token", 'UTF8')), 'base64'), '+/', '-_'), '=');
