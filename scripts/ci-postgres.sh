#!/usr/bin/env bash
# Starts the machine's PostgreSQL (Debian cluster 15/main) for the SQL test suite and prints a connection
# URL on stdout. Exits non-zero, with the reason on stderr, when no usable PostgreSQL is installed.
set -euo pipefail

ROLE="vitrine_ci"
PASSWORD="vitrine_ci"
VERSION="${VITRINE_PG_VERSION:-15}"
CLUSTER="main"

fail() {
  echo "ci-postgres: $*" >&2
  exit 1
}

command -v pg_ctlcluster >/dev/null 2>&1 || fail "pg_ctlcluster not found (PostgreSQL is not installed)"
command -v pg_lsclusters >/dev/null 2>&1 || fail "pg_lsclusters not found"
line="$(pg_lsclusters -h 2>/dev/null | awk -v v="$VERSION" -v c="$CLUSTER" '$1 == v && $2 == c')"
[ -n "$line" ] || fail "cluster $VERSION/$CLUSTER does not exist"

if [ "$(echo "$line" | awk '{print $4}')" != "online" ]; then
  pg_ctlcluster "$VERSION" "$CLUSTER" start >&2 || fail "could not start cluster $VERSION/$CLUSTER"
fi
PORT="$(pg_lsclusters -h | awk -v v="$VERSION" -v c="$CLUSTER" '$1 == v && $2 == c {print $3}')"

as_postgres() {
  if [ "$(id -u)" -eq 0 ]; then
    su postgres -s /bin/bash -c "psql -X -q -v ON_ERROR_STOP=1 -p $PORT -d postgres"
  elif command -v sudo >/dev/null 2>&1; then
    sudo -u postgres psql -X -q -v ON_ERROR_STOP=1 -p "$PORT" -d postgres
  else
    fail "needs root or sudo to create the test role"
  fi
}

for _ in $(seq 1 30); do
  pg_isready -q -h 127.0.0.1 -p "$PORT" && break
  sleep 1
done
pg_isready -q -h 127.0.0.1 -p "$PORT" || fail "PostgreSQL is not accepting TCP connections on 127.0.0.1:$PORT"

# Superuser: the suite creates a fresh database and the Supabase roles (anon, service_role with bypassrls).
as_postgres >&2 <<SQL || fail "could not create role $ROLE"
do \$\$
begin
  if not exists (select 1 from pg_roles where rolname = '$ROLE') then
    create role $ROLE login superuser password '$PASSWORD';
  else
    alter role $ROLE login superuser password '$PASSWORD';
  end if;
end
\$\$;
SQL

echo "postgresql://$ROLE:$PASSWORD@127.0.0.1:$PORT/postgres"
