ALTER TABLE "feedback" DROP CONSTRAINT "feedback_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Sessions end 30 days after sign-in whatever the activity: the identity service moves a used
-- session's end forward, and this caps it, in whichever process or path the write comes from.
CREATE FUNCTION cap_session_lifetime() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    NEW.created_at := OLD.created_at;
  END IF;
  NEW.expires_at := LEAST(NEW.expires_at, NEW.created_at + interval '30 days');
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER sessions_lifetime_capped BEFORE INSERT OR UPDATE ON sessions
  FOR EACH ROW EXECUTE FUNCTION cap_session_lifetime();
