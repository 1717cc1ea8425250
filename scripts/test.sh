#!/usr/bin/env bash
# The README's test command: every test CI runs, failing if any fails.
# The API suite runs on the embedded PGlite and, when PostgreSQL binaries exist (or
# TEST_DATABASE_URL points at a server), again on PostgreSQL.
#
# Steps that leave the two cores idle run side by side (scripts/side-by-side.sh): the static
# checks, and the browser specs in two groups on two servers of their own (plus the warehouse
# spec on PostgreSQL). Each side's output is printed whole when it ends, so logs stay readable.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/side-by-side.sh

step() { printf '\n\033[1m== %s\033[0m\n' "$*"; }
started=$SECONDS
took() { printf '   (%d s so far)\n' "$((SECONDS - started))"; }

step "Type check; lint (ESLint: hooks, no import cycles, core's layers, React-free server and CLI); format; generated types are up to date, schemas validate"
side_by_side \
  "type check" "npx tsc -p tsconfig.json --noEmit" \
  "lint" "npm run lint --silent" \
  "format, generated files, schemas" "npm run format:check --silent && node --import tsx cli/src/main.ts gen types --check && node --import tsx cli/src/main.ts gen lists --check && node --import tsx cli/src/main.ts gen paths --check && node --import tsx cli/src/main.ts gen openapi --check && node --import tsx cli/src/main.ts gen permissions --check && node --import tsx cli/src/main.ts validate schemas"
took

step "Build the console"
npm run build --silent
took

step "Prepare the demo database (the browser tests' servers copy it to their empty data folders)"
npm run demo-image --silent
took

step "Unit and component tests"
npx vitest run --project unit --project dom
took

step "API tests on PGlite"
env -u TEST_DATABASE_URL npx vitest run --project api
took

if [ -z "${TEST_DATABASE_URL:-}" ] && ls /usr/lib/postgresql/*/bin/postgres >/dev/null 2>&1; then
  eval "$(scripts/start-postgres.sh)"
fi
if [ -n "${TEST_DATABASE_URL:-}" ]; then
  step "API tests on PostgreSQL ($TEST_DATABASE_URL)"
  TEST_DATABASE_URL="$TEST_DATABASE_URL" npx vitest run --project api
  took
else
  step "API tests on PostgreSQL: skipped (no PostgreSQL binaries; apt-get install postgresql)"
fi

# Two groups of browser specs, each on its own server, port and data folder (scripts/e2e-groups.mjs).
e2e_group() { E2E_PORT=$1 E2E_OIDC_PORT=$(($1 + 1000)) npx playwright test $(node scripts/e2e-groups.mjs "$2" 2); }
e2e_sides=("browser specs, group 1" "e2e_group 18090 1" "browser specs, group 2" "e2e_group 18094 2")

E2E_DB=""
pg_admin() { node -e 'const pg = require("pg"); const c = new pg.Client({ connectionString: process.argv[1] }); c.connect().then(() => c.query(process.argv[2])).then(() => c.end(), (e) => { console.error(e.message); process.exit(1); })' "$TEST_DATABASE_URL" "$1"; }
if [ -n "${TEST_DATABASE_URL:-}" ]; then
  # The warehouse spec once more against a server on PostgreSQL: a fresh database on the same
  # server, seeded by the server itself (SEED defaults to true), dropped afterwards.
  E2E_DB="cockpit_e2e_$$"
  pg_admin "drop database if exists $E2E_DB with (force)"
  pg_admin "create database $E2E_DB"
  trap 'pg_admin "drop database if exists $E2E_DB with (force)" || true' EXIT
  e2e_sides+=("warehouse spec on PostgreSQL" "E2E_PORT=18098 E2E_OIDC_PORT=19098 E2E_DATABASE_URL=${TEST_DATABASE_URL%/*}/$E2E_DB npx playwright test tests/e2e/warehouse.spec.ts")
fi

step "Browser tests in Chromium (and the warehouse spec on PostgreSQL)"
export -f e2e_group
side_by_side "${e2e_sides[@]}"
took
