#!/bin/sh
# Starts the Node process named by SERVICE with its default port (PORT overrides).
# `node --import tsx` runs the TypeScript entry in this very process, so signals from Docker or
# Kubernetes reach the service's own SIGTERM handler (graceful shutdown) without a relay.
set -eu

case "${SERVICE:-}" in
  identity) entry=services/identity/src/main.ts; port=4001 ;;
  funds)    entry=services/funds/src/main.ts;    port=4002 ;;
  mining)   entry=services/mining/src/main.ts;   port=4003 ;;
  trading)  entry=services/trading/src/main.ts;  port=4004 ;;
  content)  entry=services/content/src/main.ts;  port=4005 ;;
  gateway)  entry=gateway/src/main.ts;           port=4000 ;;
  compat)   entry=services/compat/src/main.ts;   port=4010 ;;
  web-render) entry=infra/src/main-web-render.ts; port=4020 ;;
  *)
    echo "SERVICE must be one of identity, funds, mining, trading, content, gateway, compat, web-render (got '${SERVICE:-}')" >&2
    exit 64
    ;;
esac

export PORT="${PORT:-$port}"
exec node --import tsx "$entry"
