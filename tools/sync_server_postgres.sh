#!/usr/bin/env bash
# benches/sync_server.rs against PostgreSQL (BENCHMARKS.md, "Sync"): starts a throwaway cluster
# in a temporary folder on a free loopback port, as .ci/postgres does (as the postgres user when
# run as root), but with PostgreSQL's durable defaults (fsync on, as a real server runs), runs
# the bench with `--db` pointing at it, prints the database's size, then stops the cluster and
# deletes the folder. Usage: tools/sync_server_postgres.sh CODES [--requests N] [--threads N]
set -euo pipefail
cd "$(dirname "$0")/.."

bin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)
if [[ -z $bin || ! -x $bin/initdb ]]; then
  echo "no PostgreSQL server binaries in /usr/lib/postgresql/*/bin (apt-get install postgresql)" >&2
  exit 1
fi
dir=$(mktemp -d "${TMPDIR:-/tmp}/parlour-postgres.XXXXXX")
as_db=()
if [[ $(id -u) -eq 0 ]]; then
  chown postgres: "$dir"
  as_db=(runuser -u postgres --)
fi
cleanup() {
  "${as_db[@]}" "$bin/pg_ctl" -D "$dir/data" -m immediate stop >/dev/null 2>&1 || true
  rm -rf "$dir"
}
trap cleanup EXIT

port=$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
"${as_db[@]}" "$bin/initdb" -D "$dir/data" -U parlour --auth=trust -E UTF8 >/dev/null
"${as_db[@]}" "$bin/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w -t 60 \
  -o "-c listen_addresses=127.0.0.1 -c port=$port -c unix_socket_directories=$dir" start >/dev/null
"${as_db[@]}" "$bin/createdb" -h 127.0.0.1 -p "$port" -U parlour parlour_sync
echo "PostgreSQL $("$bin/postgres" --version | awk '{print $3}') on 127.0.0.1:$port"

nice cargo bench --bench sync_server -- "$@" --db "postgres://parlour@127.0.0.1:$port/parlour_sync"

sql() { "${as_db[@]}" "$bin/psql" -h 127.0.0.1 -p "$port" -U parlour -d parlour_sync -tAc "$1"; }
echo "database: $(sql "SELECT pg_size_pretty(pg_database_size('parlour_sync'))") \
(the table with its TOAST and indexes: $(sql "SELECT pg_size_pretty(pg_total_relation_size('sync_codes'))"); \
$(sql 'SELECT COUNT(*) FROM sync_codes') codes); write-ahead log: $(du -sh "$dir/data/pg_wal" | cut -f1)"
