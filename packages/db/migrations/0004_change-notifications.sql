-- Change notifications: every process that caches what it read (the web role caches domain lists
-- and mailbox ownership) hears of each committed change, whoever made it. One notification per
-- statement and mailbox (or user), delivered at commit.
CREATE FUNCTION notify_domain_records_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('domain_records_changed', changed.connection_id::text)
  FROM (SELECT DISTINCT connection_id FROM changed_rows) AS changed;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER domain_records_inserted AFTER INSERT ON domain_records
  REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_domain_records_changed();--> statement-breakpoint
CREATE TRIGGER domain_records_updated AFTER UPDATE ON domain_records
  REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_domain_records_changed();--> statement-breakpoint
CREATE TRIGGER domain_records_deleted AFTER DELETE ON domain_records
  REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_domain_records_changed();--> statement-breakpoint
CREATE FUNCTION notify_mailbox_connections_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('mailbox_connections_changed', changed.user_id)
  FROM (SELECT DISTINCT user_id FROM changed_rows) AS changed;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER mailbox_connections_inserted AFTER INSERT ON mailbox_connections
  REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_mailbox_connections_changed();--> statement-breakpoint
CREATE TRIGGER mailbox_connections_deleted AFTER DELETE ON mailbox_connections
  REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_mailbox_connections_changed();
--> statement-breakpoint
CREATE FUNCTION notify_sessions_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('sessions_changed', changed.user_id)
  FROM (SELECT DISTINCT user_id FROM changed_rows) AS changed;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER sessions_updated AFTER UPDATE ON sessions
  REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_sessions_changed();--> statement-breakpoint
CREATE TRIGGER sessions_deleted AFTER DELETE ON sessions
  REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_sessions_changed();
--> statement-breakpoint
CREATE FUNCTION notify_users_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('sessions_changed', changed.id)
  FROM (SELECT DISTINCT id FROM changed_rows) AS changed;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER users_updated AFTER UPDATE ON users
  REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_users_changed();
