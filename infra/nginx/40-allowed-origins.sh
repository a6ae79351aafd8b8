#!/bin/sh
# Writes the origins a browser may write from (ADR 0030) for nginx.conf's $origin_state map: PUBLIC_URL's
# origin and each of ALLOWED_ORIGINS (comma-separated), one `"<origin>" allowed;` line each. The nginx
# image runs this from /docker-entrypoint.d/ before nginx starts; a value that is not an http(s) origin
# stops the container, as a bad variable stops the Node processes. The embedded edge does the same in
# infra/src/origin-check.ts.
set -euf
out="${ALLOWED_ORIGINS_FILE:-/etc/nginx/allowed-origins.conf}"
list="$(mktemp)"
for entry in $(printf '%s,%s' "${PUBLIC_URL:-}" "${ALLOWED_ORIGINS:-}" | tr ',' ' '); do
  # As a browser writes it in Origin: scheme://host[:port], lower case, without a path.
  origin="$(printf '%s' "$entry" | tr 'A-Z' 'a-z' | sed -E 's#^(https?://[^/?#]+).*$#\1#')"
  if ! printf '%s' "$origin" | grep -Eq '^https?://([a-z0-9.-]+|\[[0-9a-f:.]+\])(:[0-9]{1,5})?$'; then
    echo "allowed origins: \"$entry\" is not an http(s) origin (PUBLIC_URL, ALLOWED_ORIGINS)" >&2
    rm -f "$list"
    exit 1
  fi
  printf '"%s" allowed;\n' "$origin" >>"$list"
done
sort -u "$list" >"$out"
rm -f "$list"
echo "allowed origins: $(wc -l <"$out") written to $out"
