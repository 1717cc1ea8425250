# side_by_side "label" "command" ["label" "command" ...]
# Runs the commands at the same time (bash -c each), keeps each one's output in a file of its own,
# says as each one ends whether it passed and after how long, prints each output whole, in the
# given order, once all have ended, and fails if any failed, naming which.
side_by_side() {
  local dir labels=() pids=() i status=0 failed=() started=$SECONDS done_pid code
  dir=$(mktemp -d)
  i=0
  while [ $# -gt 0 ]; do
    labels+=("$1")
    bash -c "$2" >"$dir/$i.log" 2>&1 &
    pids+=($!)
    shift 2
    i=$((i + 1))
  done
  local running=("${pids[@]}")
  while [ ${#running[@]} -gt 0 ]; do
    code=0
    wait -n -p done_pid "${running[@]}" || code=$?
    local still=()
    for i in "${running[@]}"; do [ "$i" = "$done_pid" ] || still+=("$i"); done
    running=("${still[@]}")
    for i in "${!pids[@]}"; do
      [ "${pids[$i]}" = "$done_pid" ] || continue
      if [ "$code" = 0 ]; then
        printf '   %s: passed after %d s\n' "${labels[$i]}" "$((SECONDS - started))"
      else
        printf '   %s: FAILED (exit %d) after %d s\n' "${labels[$i]}" "$code" "$((SECONDS - started))"
        status=1
        failed+=("${labels[$i]}")
      fi
    done
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
