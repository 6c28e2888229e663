#!/usr/bin/env bash
# Makes examples/td-plateau.json again, bit for bit: seed 1's TD-Leaf chain of docs/research/td-plateau.md
# (a fan-in network of seed 1, then 340,000 depth-3 self-play games at alpha 0.001 in chunks),
# about 1.5-4 hours of one core. Each chunk's network stays in examples/td-plateau-chain/, and a
# chunk under way saves itself there every 10 minutes (OUT.checkpoint): run the script again
# after a stop or a kill and it goes on from the last save, with the same result.
# EVODRAUGHTS names the command to run (default: the launcher beside this folder).
set -euo pipefail
cd "$(dirname "$0")/.."
run=${EVODRAUGHTS:-./evodraughts}
dir=examples/td-plateau-chain

[ -f "$dir/start-1.json" ] || $run network new --seed 1 --fan-in --out "$dir/start-1.json"

# chunk IN GAMES SEED OUT: one `network train` of the chain, resumed where it was saved.
chunk() {
    local in=$dir/$1 out=$dir/$4 resume=()
    [ -f "$out" ] && return 0
    [ -f "$out.checkpoint" ] && resume=(--resume)
    $run network train "$in" --games "$2" --alpha 0.001 --seed "$3" --depth 3 --threads 1 \
        --checkpoint-minutes 10 "${resume[@]}" --out "$out"
}
chunk start-1.json 10000 101 leaf3-s1-10000.json
chunk leaf3-s1-10000.json 30000 102 leaf3-s1-40000.json
chunk leaf3-s1-40000.json 100000 104 leaf3-s1-140000.json
chunk leaf3-s1-140000.json 100000 105 leaf3-s1-240000.json
chunk leaf3-s1-240000.json 100000 106 leaf3-s1-340000.json
# The committed examples/td-plateau.json is this file with lines on how to make it again and its
# measurement added to its metadata: the same weights.
[ -f examples/td-plateau.json ] || cp "$dir/leaf3-s1-340000.json" examples/td-plateau.json
