#!/usr/bin/env bash
# The README's test command: every test CI runs, failing if any fails.
# The API suite runs on the embedded PGlite and, when PostgreSQL binaries exist (or
# TEST_DATABASE_URL points at a server), again on PostgreSQL.
#
# Two lanes, run one after the other:
# - the checks and vitest suites: static checks (side by side), unit and component tests, the API
#   suite on PGlite, then on PostgreSQL;
# - the console build, the prepared demo database, then the browser specs in E2E_GROUPS groups
#   (default 3) side by side, each on a server, port and data folder of its own
#   (scripts/e2e-groups.mjs), plus the warehouse spec on PostgreSQL; then each spec's seconds
#   (scripts/e2e-times.mjs), for the weights of scripts/e2e-groups.mjs.
# Five groups side by side loaded 2 cores to 20 and were no faster than three (docs/decisions/0430).
# Unit and component files run one per core (vitest.config.ts); the generated files are checked in
# one process (scripts/check-generated.ts) (docs/decisions/0465).
# TEST_LANES=side-by-side runs the two lanes at the same time, the first at nice 10. Measured on 2
# quiet cores (2026-11-27) that was no faster (static checks 477 s instead of about 70, unit tests
# 850 s instead of about 250, while the browser lane took 1,259 s) and browser specs then missed
# their 10 s waits; so one after the other is the default (docs/decisions/0240).
# Each lane runs all its steps even when one fails, and fails if any did.
# E2E_BASE_PORT (default 18090): the browser servers use it and the ports above it
# (2 per group, then the PostgreSQL one; each OpenID provider on its port + 1000).
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/side-by-side.sh

step() { printf '\n\033[1m== %s\033[0m\n' "$*"; }
# Each step's wall time and the CPU time of the processes it ran (user and system, children
# included); a step that fails is named and the lane goes on with its next step.
TIMEFORMAT='   (%R s wall, %U s user, %S s sys)'
lane_failed=()
run_step() {
  local label=$1
  shift
  step "$label"
  local code=0
  time { bash -c "$*" || code=$?; }
  if [ "$code" != 0 ]; then
    printf '   FAILED: %s (exit %d)\n' "$label" "$code"
    lane_failed+=("$label")
  fi
}
lane_result() {
  if [ ${#lane_failed[@]} -gt 0 ]; then
    printf '\nFailed in this lane: %s\n' "$(IFS=';'; echo "${lane_failed[*]}")"
    return 1
  fi
}
export -f step run_step lane_result side_by_side
export TIMEFORMAT

if [ -z "${TEST_DATABASE_URL:-}" ] && ls /usr/lib/postgresql/*/bin/postgres >/dev/null 2>&1; then
  eval "$(scripts/start-postgres.sh)"
fi
export TEST_DATABASE_URL="${TEST_DATABASE_URL:-}"

E2E_GROUPS=${E2E_GROUPS:-3}
E2E_BASE_PORT=${E2E_BASE_PORT:-18090}
export E2E_GROUPS E2E_BASE_PORT

# Lane 1: checks and vitest suites, at nice 10.
checks_and_suites() {
  lane_failed=()
  run_step "Type check; lint (ESLint: hooks, no import cycles, core's layers, React-free server and CLI); format; generated types are up to date, schemas validate" \
    'side_by_side \
      "type check" "npx tsc -p tsconfig.json --noEmit" \
      "lint" "npm run lint --silent" \
      "format, generated files, schemas" "npm run format:check --silent && node --import tsx scripts/check-generated.ts"'
  run_step "Unit and component tests" "npx vitest run --project unit --project unit-own-modules --project dom --project dom-own-modules --project unit-alone"
  run_step "API tests on PGlite" "env -u TEST_DATABASE_URL npx vitest run --project api"
  if [ -n "$TEST_DATABASE_URL" ]; then
    run_step "API tests on PostgreSQL ($TEST_DATABASE_URL)" "npx vitest run --project api"
  else
    step "API tests on PostgreSQL: skipped (no PostgreSQL binaries; apt-get install postgresql)"
  fi
  lane_result
}

# Lane 2: the console, the demo database, and the browser specs.
# A group of browser specs on its own server (port), OpenID provider (port + 1000), and the port
# above for the specs that start a server of their own (live, grid-live-rows: one at a time).
e2e_group() {
  local port=$1
  E2E_PORT=$port E2E_OIDC_PORT=$((port + 1000)) LIVE_E2E_PORT=$((port + 1)) GRID_LIVE_E2E_PORT=$((port + 1)) \
    PLAYWRIGHT_JSON_OUTPUT_NAME="test-results/e2e-times-$2.json" npx playwright test $(node scripts/e2e-groups.mjs "$2" "$E2E_GROUPS")
}
pg_admin() { node -e 'const pg = require("pg"); const c = new pg.Client({ connectionString: process.argv[1] }); c.connect().then(() => c.query(process.argv[2])).then(() => c.end(), (e) => { console.error(e.message); process.exit(1); })' "$TEST_DATABASE_URL" "$1"; }
console_and_browsers() {
  lane_failed=()
  run_step "Build the console" "npm run build --silent"
  run_step "Prepare the demo database (the browser tests' servers copy it to their empty data folders)" "npm run demo-image --silent"
  local sides=() g reports=()
  rm -f test-results/e2e-times-*.json
  for ((g = 1; g <= E2E_GROUPS; g++)); do
    reports+=("test-results/e2e-times-$g.json")
    sides+=("browser specs, group $g of $E2E_GROUPS" "e2e_group $((E2E_BASE_PORT + 2 * (g - 1))) $g")
  done
  if [ -n "$TEST_DATABASE_URL" ]; then
    # The warehouse spec once more against a server on PostgreSQL: a fresh database on the same
    # server, seeded by the server itself (SEED defaults to true), dropped afterwards.
    local db="cockpit_e2e_$$" port=$((E2E_BASE_PORT + 2 * E2E_GROUPS))
    pg_admin "drop database if exists $db with (force)" && pg_admin "create database $db" || lane_failed+=("a database for the warehouse spec on PostgreSQL")
    trap 'pg_admin "drop database if exists cockpit_e2e_$$ with (force)" || true' EXIT
    sides+=("warehouse spec on PostgreSQL" "E2E_PORT=$port E2E_OIDC_PORT=$((port + 1000)) E2E_DATABASE_URL=${TEST_DATABASE_URL%/*}/$db npx playwright test tests/e2e/warehouse.spec.ts")
  fi
  export -f e2e_group
  run_step "Browser tests in Chromium, $E2E_GROUPS groups side by side (and the warehouse spec on PostgreSQL)" "side_by_side $(printf '%q ' "${sides[@]}")"
  step "Each browser spec's seconds, slowest first (the weights of scripts/e2e-groups.mjs)"
  node scripts/e2e-times.mjs "${reports[@]}" || true
  lane_result
}
export -f checks_and_suites console_and_browsers e2e_group pg_admin

started=$SECONDS
status=0
if [ "${TEST_LANES:-}" = side-by-side ]; then
  step "Checks, unit and API tests (nice 10) beside the console build and the browser tests"
  side_by_side \
    "checks, unit and API tests" "nice -n 10 bash -c checks_and_suites" \
    "console build and browser tests" "console_and_browsers" || status=$?
else
  checks_and_suites || status=$?
  console_and_browsers || status=$?
fi
printf '\n   (%d s in all)\n' "$((SECONDS - started))"
exit "$status"
