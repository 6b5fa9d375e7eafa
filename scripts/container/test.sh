#!/usr/bin/env bash
# The container image's test: builds the image (Dockerfile), runs it on the PostgreSQL that
# TEST_DATABASE_URL names (.ci/with-postgres starts one), waits for /ready, logs in and makes a
# record, restarts the container and checks the record survived; also that it runs as an
# unprivileged user and that its HEALTHCHECK passes; then the same on PGlite (no DATABASE_URL),
# its data in the container's volume. Removes its own container, volume and image,
# whatever the outcome. Bounded in time (TEST_LIMIT_SECONDS, 900 by default).
#   .ci/with-postgres scripts/container/test.sh
#
# No image registry needs to be reachable: without CONTAINER_BASE, the base image (Debian
# bookworm with this machine's Node, standing in for node:22-bookworm-slim) is made here with
# debootstrap once and kept as localhost/csp-node-base for the next run.
set -euo pipefail
cd "$(dirname "$0")/../.."

: "${TEST_DATABASE_URL:?run it under .ci/with-postgres (or set TEST_DATABASE_URL)}"
LIMIT="${TEST_LIMIT_SECONDS:-900}"
STARTED=$SECONDS
# the flags a machine like the CI one needs: runc and cgroupfs (hybrid cgroups, which crun refuses),
# and limits no higher than the ones it may not raise. Without systemd, podman complains on every
# start of a container with a HEALTHCHECK that it cannot set a timer for it: those lines are dropped.
PODMAN_HERE=(podman --runtime runc --cgroup-manager cgroupfs)
podman_quiet() { "${PODMAN_HERE[@]}" "$@" 2> >(grep -v 'unable to get systemd connection' >&2); }
PODMAN=(podman_quiet)
RUN_FLAGS=(--network host --ulimit nofile=1024:1024 --ulimit nproc=4096:4096)
# no timer for the HEALTHCHECK (it would need systemd): the test runs the check itself
NO_TIMER=(--health-interval disable)
TAG="localhost/csp-console:test-$$"
# the build stage tagged too, so that removing the tags leaves none of its layers behind
BUILD_TAG="localhost/csp-console-build:test-$$"
NAME="csp-container-test-$$"
VOLUME="csp-container-test-data-$$"
BASE_IMAGE="${CONTAINER_BASE:-localhost/csp-node-base}"

cleanup() {
  "${PODMAN[@]}" rm -f -t 5 "$NAME" >/dev/null 2>&1 || true
  "${PODMAN[@]}" volume rm -f "$VOLUME" >/dev/null 2>&1 || true
  "${PODMAN[@]}" rmi -f "$TAG" "$BUILD_TAG" >/dev/null 2>&1 || true
}
trap cleanup EXIT

step() { echo "--- [container test, $((SECONDS - STARTED)) s] $*"; }
left() { echo $((LIMIT - (SECONDS - STARTED))); }
bounded() {
  local rest
  rest="$(left)"
  if [ "$rest" -le 0 ]; then
    echo "error: the container test ran out of its $LIMIT s" >&2
    exit 1
  fi
  timeout "$rest" "$@"
}

make_base() {
  step "making the base image $BASE_IMAGE (debootstrap and this machine's Node)"
  command -v debootstrap >/dev/null || apt-get install -y debootstrap >/dev/null
  local root
  root="$(mktemp -d /tmp/csp-node-base.XXXXXX)"
  bounded debootstrap --variant=minbase bookworm "$root" http://deb.debian.org/debian >/dev/null
  # Node from its package's file list, and npm whole (the one in use may be newer than the package's)
  dpkg -L nodejs | while read -r file; do
    if [ -f "$file" ]; then
      mkdir -p "$root$(dirname "$file")"
      cp -a "$file" "$root$file"
    fi
  done
  mkdir -p "$root/usr/lib/node_modules"
  cp -a "$(dirname "$(dirname "$(readlink -f "$(command -v npm)")")")" "$root/usr/lib/node_modules/"
  ln -sf ../lib/node_modules/npm/bin/npm-cli.js "$root/usr/bin/npm"
  tar -C "$root" -c . | "${PODMAN[@]}" import --quiet - "$BASE_IMAGE" >/dev/null
  rm -rf "$root"
}

if ! "${PODMAN[@]}" image exists "$BASE_IMAGE"; then
  if [ -n "${CONTAINER_BASE:-}" ]; then
    echo "error: CONTAINER_BASE=$CONTAINER_BASE is no image here" >&2
    exit 1
  fi
  make_base
fi

step "building $TAG on $BASE_IMAGE"
SECRET=()
if [ -n "${NODE_EXTRA_CA_CERTS:-}" ] && [ -f "$NODE_EXTRA_CA_CERTS" ]; then
  SECRET=(--secret "id=ca,src=$NODE_EXTRA_CA_CERTS")
fi
BUILD=("${PODMAN_HERE[@]}" build --format docker "${RUN_FLAGS[@]}" "${SECRET[@]}" --build-arg "BASE=$BASE_IMAGE")
{
  bounded "${BUILD[@]}" --target build -t "$BUILD_TAG" -f Dockerfile . &&
    bounded "${BUILD[@]}" -t "$TAG" -f Dockerfile .
} >/tmp/csp-container-build-$$.log 2>&1 || {
  tail -n 40 "/tmp/csp-container-build-$$.log"
  exit 1
}
rm -f "/tmp/csp-container-build-$$.log"

# a free port on the loopback for the container's server
PORT=18480
while (exec 3<>"/dev/tcp/127.0.0.1/$PORT") 2>/dev/null; do PORT=$((PORT + 1)); done
URL="http://127.0.0.1:$PORT"

wait_ready() {
  local until=$((SECONDS + 120))
  until curl -fsS -o /dev/null "$URL/ready" 2>/dev/null; do
    if [ "$SECONDS" -ge "$until" ] || [ "$(left)" -le 0 ]; then
      echo "error: $URL/ready did not answer 200" >&2
      "${PODMAN[@]}" logs --tail 40 "$NAME" >&2 || true
      exit 1
    fi
    sleep 1
  done
}

step "starting it on PostgreSQL, port $PORT"
"${PODMAN[@]}" volume create "$VOLUME" >/dev/null
"${PODMAN[@]}" run -d --name "$NAME" "${RUN_FLAGS[@]}" "${NO_TIMER[@]}" -v "$VOLUME:/data" \
  -e PORT="$PORT" -e HOST=127.0.0.1 -e DATABASE_URL="$TEST_DATABASE_URL" -e SEED=demo -e LOG_LEVEL=warn \
  "$TAG" >/dev/null
wait_ready

step "checking who it runs as, and its HEALTHCHECK"
uid="$("${PODMAN[@]}" exec "$NAME" id -u)"
if [ "$uid" = "0" ]; then
  echo "error: the server runs as root" >&2
  exit 1
fi
"${PODMAN[@]}" healthcheck run "$NAME"

KEY="container.test.$$.$RANDOM"
step "logging in and making a record"
bounded node scripts/container/check.mjs "$URL" create "$KEY"

step "restarting the container"
"${PODMAN[@]}" restart -t 10 "$NAME" >/dev/null
wait_ready
bounded node scripts/container/check.mjs "$URL" expect "$KEY"

step "and without DATABASE_URL: PGlite in its volume, made by the compiled creator"
"${PODMAN[@]}" rm -f -t 10 "$NAME" >/dev/null
"${PODMAN[@]}" volume rm -f "$VOLUME" >/dev/null
"${PODMAN[@]}" volume create "$VOLUME" >/dev/null
"${PODMAN[@]}" run -d --name "$NAME" "${RUN_FLAGS[@]}" "${NO_TIMER[@]}" -v "$VOLUME:/data" \
  -e PORT="$PORT" -e HOST=127.0.0.1 -e SEED=demo -e LOG_LEVEL=warn "$TAG" >/dev/null
wait_ready
bounded node scripts/container/check.mjs "$URL" create "$KEY"
"${PODMAN[@]}" restart -t 10 "$NAME" >/dev/null
wait_ready
bounded node scripts/container/check.mjs "$URL" expect "$KEY"

step "passed"
