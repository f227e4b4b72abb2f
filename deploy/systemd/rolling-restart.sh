#!/bin/sh
# Restarts the Headgate servers of this host one at a time, each ready again before the next:
# nginx passes reads on to the others meanwhile. Usage: rolling-restart.sh 8080 8081 …
set -eu
READY_PATH=/api/health/ready
for port in "$@"; do
  echo "Restarting headgate@$port"
  systemctl restart "headgate@$port"
  tries=0
  until curl -fsS -o /dev/null "http://127.0.0.1:$port$READY_PATH"; do
    tries=$((tries + 1))
    if [ "$tries" -ge 120 ]; then
      echo "headgate@$port is not ready after 60 s: stopping here (see journalctl -u headgate@$port)" >&2
      exit 1
    fi
    sleep 0.5
  done
done
echo "All restarted."
