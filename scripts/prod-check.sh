#!/usr/bin/env bash
# Proves the production build on a clean copy, as README "Production" describes it: clones the
# committed tree into a temporary folder, installs everything and runs `npm run build`, then makes
# a deployment that holds only `dist/`, the package files and production dependencies (`npm ci
# --omit=dev` beside the workspaces' package.json files: no sources, no tsx, TypeScript or Vite),
# removes the clone, starts `npm run start:prod` there with NODE_ENV=production on spare ports
# (3390, 5390–5394), and checks each service's /health and /ready, the web app, the IdP's sign-in
# page and its assets. Stops everything and removes both folders at the end; prints its duration.
# Run by `npm test` (its "prod" step; `npm test -- prod` alone). Usage: scripts/prod-check.sh [ref]
set -euo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
ref="${1:-HEAD}"
work="$(mktemp -d /tmp/keen-prod-check.XXXXXX)"
app="$work/app"
deploy="$work/deploy"
server_pid=""
cleanup() {
  if [ -n "$server_pid" ] && kill -0 "$server_pid" 2>/dev/null; then
    kill -TERM -- "-$server_pid" 2>/dev/null || true
    for _ in $(seq 1 60); do kill -0 "$server_pid" 2>/dev/null || break; sleep 0.5; done
    echo "services stopped (at $SECONDS s)"
  fi
  rm -rf "$work"
  echo "prod-check took $((SECONDS / 60)) min $((SECONDS % 60)) s"
}
trap cleanup EXIT
step() { printf '\n\033[1m== %s\033[0m (at %d s)\n' "$*" "$SECONDS"; }

step "Clean copy of $ref in $app"
git clone -q --no-hardlinks "$repo" "$app"
cd "$app"
git checkout -q "$ref"
git log -1 --format='%h %s' | cut -c1-100

step "npm ci (all dependencies) and npm run build"
npm ci --prefer-offline --no-audit --no-fund --loglevel=error
time npm run build || { echo "npm run build failed"; exit 1; }

step "A deployment of dist/ alone in $deploy"
mkdir -p "$deploy"
cp -r dist package.json package-lock.json .npmrc "$deploy/"
# npm ci links every workspace that package.json lists and installs their dependencies, so it
# needs each workspace's package.json; nothing else of theirs (the bundles inline @keen/*).
for manifest in apps/*/package.json packages/*/package.json; do
  mkdir -p "$deploy/$(dirname "$manifest")" && cp "$manifest" "$deploy/$manifest"
done
cd "$deploy" && rm -rf "$app"
node -e '
  for (const file of require("./dist/inputs.json").runtimeFiles)
    if (!require("node:fs").existsSync(`dist/${file}`)) throw new Error(`dist/${file} is missing`);
    else console.log(`runtime files: dist/${file}`);'
sources="$(find . -path ./node_modules -prune -o \( -name '*.ts' -o -name '*.tsx' \) -print | head -3)"
[ -z "$sources" ] || { echo "unexpected sources in the deployment: $sources"; exit 1; }
echo "no TypeScript source in the deployment; the build's clone is removed"

step "npm ci --omit=dev (production dependencies only)"
npm ci --omit=dev --prefer-offline --no-audit --no-fund --loglevel=error
for tool in tsx tsc vite vitest playwright esbuild; do
  if [ -e "node_modules/.bin/$tool" ]; then echo "unexpected dev tool installed: $tool"; exit 1; fi
done
echo "no tsx, tsc, vite, vitest, playwright or esbuild in node_modules/.bin"
echo "node used by npm scripts: $(npm exec --offline -- node --version)"

step "npm run start:prod (NODE_ENV=production)"
export NODE_ENV=production DATA_DIR="$work/data"
export WEB_PORT=3390 API_PORT=5390 SEARCH_PORT=5391 IDP_PORT=5392 COLLAB_PORT=5393 PG_PORT=5394
export IDP_COOKIE_KEYS="prod-check-cookie-key-$RANDOM$RANDOM"
export FILE_URL_SECRET="prod-check-file-url-secret-0123456789abcdef"
export COLLAB_SECRET="prod-check-collab-secret-0123456789abcdef"
export VITE_ANALYTICS_KEY=prod-check VITE_INSTRUMENTATION_KEY=prod-check VITE_TIPTAP_APP_ID=prod-check
IDP_JWKS="$(node -e '
  const { privateKey } = require("node:crypto").generateKeyPairSync("rsa", { modulusLength: 2048 });
  process.stdout.write(JSON.stringify({ keys: [privateKey.export({ format: "jwk" })] }));')"
export IDP_JWKS
mkdir -p "$DATA_DIR" && chmod 755 "$work" "$DATA_DIR"
setsid npm run start:prod >"$work/start.log" 2>&1 &
server_pid=$!
for _ in $(seq 1 240); do
  grep -q "Press Ctrl-C to stop" "$work/start.log" && break
  kill -0 "$server_pid" 2>/dev/null || { cat "$work/start.log"; echo "start:prod exited"; exit 1; }
  sleep 0.5
done
grep -q "Press Ctrl-C to stop" "$work/start.log" || { cat "$work/start.log"; echo "start:prod did not come up"; exit 1; }
grep "keen  |" "$work/start.log" | head -12
echo "service processes:"
pgrep -s "$server_pid" -a | grep -v "npm\|sh -c" | sed 's/^/  /' | cut -c1-140

step "Checks"
failed=0
check() { # name url expected-text
  local body status
  body="$(curl -s -L -c "$work/cookies" -b "$work/cookies" -w '\n%{http_code}' "$2" || true)"
  status="${body##*$'\n'}"
  if [ "$status" = 200 ] && grep -q -- "$3" <<<"$body"; then echo "ok    $status $1"
  else echo "FAIL  $status $1 ($2)"; failed=1; fi
}
for service in "api $API_PORT" "search $SEARCH_PORT" "idp $IDP_PORT" "collab $COLLAB_PORT" "web $WEB_PORT"; do
  set -- $service
  check "$1 /health" "http://127.0.0.1:$2/health" "ok"
  check "$1 /ready" "http://127.0.0.1:$2/ready" '"ready"' 
done
check "web app home page (prerendered)" "http://127.0.0.1:$WEB_PORT/" '<div id="root" data-prerendered'
check "web app /config.js" "http://127.0.0.1:$WEB_PORT/config.js" "VITE_API_URL"
authorize="http://localhost:$IDP_PORT/auth?client_id=keen-web&response_type=code&scope=openid%20profile%20email"
authorize+="&redirect_uri=http%3A%2F%2Flocalhost%3A$WEB_PORT%2Fauth%2Fcallback&code_challenge_method=S256"
authorize+="&code_challenge=E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM&state=prod-check&nonce=prod-check"
authorize+="&audience=urn%3Akeen%3Aapi"
check "idp sign-in page" "$authorize" "Welcome back"
check "idp stylesheet (public folder)" "http://127.0.0.1:$IDP_PORT/assets/base.css" "{"
check "idp font (from its package)" "http://127.0.0.1:$IDP_PORT/assets/fonts/inter/index.css" "@font-face"
check "api Swagger UI" "http://127.0.0.1:$API_PORT/docs/" "swagger"
exit "$failed"
