-- Deactivating a user or a company ends their sessions, whatever path changed the flag (a route,
-- an operator's SQL, a future admin tool): reactivation never revives a copied cookie.
CREATE FUNCTION revoke_sessions_of_deactivated_user() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE sessions SET revoked_at = now(), revoked_reason = 'user_deactivated'
  WHERE user_id = NEW.id AND revoked_at IS NULL;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER users_deactivated_revoke_sessions
AFTER UPDATE OF active ON users
FOR EACH ROW WHEN (OLD.active AND NOT NEW.active)
EXECUTE FUNCTION revoke_sessions_of_deactivated_user();
--> statement-breakpoint
CREATE FUNCTION revoke_sessions_of_deactivated_company() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE sessions SET revoked_at = now(), revoked_reason = 'company_deactivated'
  WHERE revoked_at IS NULL AND user_id IN (SELECT id FROM users WHERE company_id = NEW.id);
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER companies_deactivated_revoke_sessions
AFTER UPDATE OF active ON companies
FOR EACH ROW WHEN (OLD.active AND NOT NEW.active)
EXECUTE FUNCTION revoke_sessions_of_deactivated_company();
