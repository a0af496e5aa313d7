/**
 * A call a new key can make at once, whatever its scope, ready to paste into a shell: `viewer`
 * answers the admin the key acts as (schema/viewer.graphql), so it shows the key works and for whom.
 */
export function curlExample(origin: string, secret: string): string {
  return (
    `curl -X POST ${origin}/graphql -H 'Authorization: Bearer ${secret}' -H 'Content-Type: application/json' ` +
    `-d '{"query":"{ viewer { user { email } } }"}'`
  );
}
