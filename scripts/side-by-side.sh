# side_by_side "label" "command" ["label" "command" ...]
# Runs the commands at the same time (bash -c each), keeps each one's output in a file of its own,
# prints each output whole, in the given order, once all have ended, and fails if any failed,
# naming which.
side_by_side() {
  local dir labels=() pids=() i status=0 failed=()
  dir=$(mktemp -d)
  i=0
  while [ $# -gt 0 ]; do
    labels+=("$1")
    bash -c "$2" >"$dir/$i.log" 2>&1 &
    pids+=($!)
    shift 2
    i=$((i + 1))
  done
  for i in "${!pids[@]}"; do
    if ! wait "${pids[$i]}"; then status=1; failed+=("${labels[$i]}"); fi
  done
  for i in "${!labels[@]}"; do
    printf '\n--- %s\n' "${labels[$i]}"
    cat "$dir/$i.log"
  done
  rm -rf "$dir"
  if [ "$status" != 0 ]; then
    printf '\nFailed: %s\n' "${failed[*]}"
    return 1
  fi
}
