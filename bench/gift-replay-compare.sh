#!/usr/bin/env bash
# Issue #14's gift write against an earlier build, in one run: ROUNDS (default 3) rounds, each the earlier build's
# `bench/gift-replay.mjs` then this checkout's, 10 s a side, a fresh database each (storyfund_replay_base and
# storyfund_replay_now on DATABASE_SERVER). The earlier build is a git worktree at BASE_REV (default 3ea52cc, the
# issue's day) in BASE (default ../storyfund-replay-base), installed and built on first use; it runs this
# checkout's bench files, so both sides are measured alike. This machine's speed varies by tens of percent within
# minutes: compare the means of one run only. Build this checkout first (pnpm build).
#   ROUNDS=5 bash bench/gift-replay-compare.sh
set -euo pipefail
here="$(cd "$(dirname "$0")/.." && pwd)"
BASE_REV="${BASE_REV:-3ea52cc}"
BASE="${BASE:-$here/../storyfund-replay-base}"
ROUNDS="${ROUNDS:-3}"
DATABASE_SERVER="${DATABASE_SERVER:-postgres://postgres@127.0.0.1:5432}"
if [ ! -d "$BASE" ]; then
  git -C "$here" worktree add -f "$BASE" "$BASE_REV" >/dev/null
  (cd "$BASE" && pnpm install --frozen-lockfile >/dev/null && pnpm --filter ./shared build >/dev/null && pnpm --filter ./api build >/dev/null)
fi
# The earlier build may predate the bench's own dependencies.
[ -e "$BASE/node_modules/autocannon" ] || ln -s "$here/node_modules/autocannon" "$BASE/node_modules/autocannon"
for f in gift-replay.mjs gift-replayer.mjs lib.mjs wire-recorder.mjs; do cp "$here/bench/$f" "$BASE/bench/$f"; done
for round in $(seq 1 "$ROUNDS"); do
  for side in base now; do
    dir="$here"
    [ "$side" = base ] && dir="$BASE"
    psql "$DATABASE_SERVER/postgres" -q -c "DROP DATABASE IF EXISTS storyfund_replay_$side" 2>/dev/null
    echo "== round $round $side $(date -u +%H:%M:%S) load $(cut -d' ' -f1 /proc/loadavg)"
    (cd "$dir" && DATABASE_URL="$DATABASE_SERVER/storyfund_replay_$side" node bench/gift-replay.mjs --seconds 10 2>&1 |
      grep -E '^API|^recorded|^CPU|failed|Error' || true)
  done
done
