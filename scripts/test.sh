#!/usr/bin/env bash
# The README's test command: every test CI runs, in order, failing on the first failure.
# The API suite runs on the embedded PGlite and, when PostgreSQL binaries exist (or
# TEST_DATABASE_URL points at a server), again on PostgreSQL.
set -euo pipefail
cd "$(dirname "$0")/.."

step() { printf '\n\033[1m== %s\033[0m\n' "$*"; }

step "Type check"
npx tsc -p tsconfig.json --noEmit

step "Lint (ESLint: hooks, no import cycles, core's layers, React-free server and CLI)"
npm run lint --silent
npm run format:check --silent

step "Generated types are up to date, schemas validate"
node --import tsx cli/src/main.ts gen types --check
node --import tsx cli/src/main.ts gen lists --check
node --import tsx cli/src/main.ts gen paths --check
node --import tsx cli/src/main.ts gen openapi --check
node --import tsx cli/src/main.ts validate schemas

step "Build the console"
npm run build --silent

step "Unit and component tests"
npx vitest run --project unit --project dom

step "API tests on PGlite"
env -u TEST_DATABASE_URL npx vitest run --project api

if [ -z "${TEST_DATABASE_URL:-}" ] && ls /usr/lib/postgresql/*/bin/postgres >/dev/null 2>&1; then
  eval "$(scripts/start-postgres.sh)"
fi
if [ -n "${TEST_DATABASE_URL:-}" ]; then
  step "API tests on PostgreSQL ($TEST_DATABASE_URL)"
  TEST_DATABASE_URL="$TEST_DATABASE_URL" npx vitest run --project api
else
  step "API tests on PostgreSQL: skipped (no PostgreSQL binaries; apt-get install postgresql)"
fi

step "Browser tests in Chromium"
npx playwright test

if [ -n "${TEST_DATABASE_URL:-}" ]; then
  # The warehouse spec once more against a server on PostgreSQL: a fresh database on the same
  # server, seeded by the server itself (SEED defaults to true), dropped afterwards.
  step "Browser tests in Chromium on PostgreSQL (warehouse)"
  E2E_DB="cockpit_e2e_$$"
  pg_admin() { node -e 'const pg = require("pg"); const c = new pg.Client({ connectionString: process.argv[1] }); c.connect().then(() => c.query(process.argv[2])).then(() => c.end(), (e) => { console.error(e.message); process.exit(1); })' "$TEST_DATABASE_URL" "$1"; }
  pg_admin "drop database if exists $E2E_DB with (force)"
  pg_admin "create database $E2E_DB"
  status=0
  E2E_DATABASE_URL="${TEST_DATABASE_URL%/*}/$E2E_DB" npx playwright test tests/e2e/warehouse.spec.ts || status=$?
  pg_admin "drop database if exists $E2E_DB with (force)"
  [ "$status" = 0 ] || exit "$status"
fi
