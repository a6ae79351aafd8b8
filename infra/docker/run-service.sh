#!/bin/sh
# Starts the Node process named by SERVICE with its default port (PORT overrides), from the bundle the
# image's build stage made of it (infra/docker/build-bundles.mjs, ADR 0040): plain JavaScript, so a
# restarted container answers in about a second instead of transpiling its TypeScript first.
# `exec node` runs the service in this very process, so signals from Docker or Kubernetes reach its own
# SIGTERM handler (graceful shutdown) without a relay.
set -eu

case "${SERVICE:-}" in
  identity)   port=4001 ;;
  funds)      port=4002 ;;
  mining)     port=4003 ;;
  trading)    port=4004 ;;
  content)    port=4005 ;;
  gateway)    port=4000 ;;
  compat)     port=4010 ;;
  web-render) port=4020 ;;
  *)
    echo "SERVICE must be one of identity, funds, mining, trading, content, gateway, compat, web-render (got '${SERVICE:-}')" >&2
    exit 64
    ;;
esac

bundle="infra/dist/services/${SERVICE}.cjs"
if [ ! -f "$bundle" ]; then
  echo "no bundle $bundle: the image was built without infra/docker/build-bundles.mjs" >&2
  exit 70
fi

export PORT="${PORT:-$port}"
exec node --enable-source-maps "$bundle"
