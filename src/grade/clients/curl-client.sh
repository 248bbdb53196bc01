#!/usr/bin/env bash
# A plain shell client, as a script that calls an MCP server with curl would be written: jq to read the context
# and build the JSON, `curl --retry 3` for the HTTP (curl repeats a 408, 429 or 5xx, waiting out Retry-After when
# the answer names one, else 1 s, then 2 s, then 4 s). It reads no tool result and keeps no key.
#
#   npm run grade -- --command "bash src/grade/clients/curl-client.sh" --suite all
set -u
url="${*: -1}"
context="${MCP_ATLAS_CONTEXT:?run this client through npm run grade}"
revision=$(jq -r '.revision' <<<"$context")
bearer=$(jq -r '.credentials.bearer // empty' <<<"$context")

curl_mcp() {
  local extra=("$@")
  local auth=()
  [ -n "$bearer" ] && auth=(-H "Authorization: Bearer $bearer")
  curl -sS --retry 3 -H 'Content-Type: application/json' -H 'Accept: application/json, text/event-stream' \
    "${auth[@]}" "${extra[@]}" "$url"
}

session=()
if [ "$revision" = "2025-11-25" ]; then
  headers=$(mktemp)
  curl_mcp -D "$headers" -o /dev/null \
    -d '{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-11-25","capabilities":{},"clientInfo":{"name":"curl-client","version":"1.0.0"}}}'
  id=$(grep -i '^mcp-session-id:' "$headers" | cut -d' ' -f2 | tr -d '\r')
  rm -f "$headers"
  [ -n "$id" ] && session=(-H "Mcp-Session-Id: $id")
  curl_mcp "${session[@]}" -H 'MCP-Protocol-Version: 2025-11-25' -o /dev/null \
    -d '{"jsonrpc":"2.0","method":"notifications/initialized"}'
fi

status=0
count=$(jq '.task.calls | length' <<<"$context")
for ((index = 0; index < count; index++)); do
  tool=$(jq -r ".task.calls[$index].tool" <<<"$context")
  if [ "$revision" = "2026-07-28" ]; then
    body=$(jq -c --argjson id $((index + 2)) ".task.calls[$index] | {jsonrpc: \"2.0\", id: \$id, method: \"tools/call\",
      params: {name: .tool, arguments: .arguments, _meta: {
        \"io.modelcontextprotocol/protocolVersion\": \"2026-07-28\",
        \"io.modelcontextprotocol/clientInfo\": {name: \"curl-client\", version: \"1.0.0\"},
        \"io.modelcontextprotocol/clientCapabilities\": {}}}}" <<<"$context")
    curl_mcp -H 'MCP-Protocol-Version: 2026-07-28' -H 'Mcp-Method: tools/call' -H "Mcp-Name: $tool" -d "$body" || status=1
  else
    body=$(jq -c --argjson id $((index + 2)) ".task.calls[$index] | {jsonrpc: \"2.0\", id: \$id, method: \"tools/call\",
      params: {name: .tool, arguments: .arguments}}" <<<"$context")
    curl_mcp "${session[@]}" -H 'MCP-Protocol-Version: 2025-11-25' -d "$body" || status=1
  fi
  echo
done
exit $status
