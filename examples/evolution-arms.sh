#!/usr/bin/env bash
# Issue 48's experiment, made again bit for bit: what evolution adds past TD-Leaf's plateau
# (docs/research/past-the-plateau.md). Every arm starts from examples/td-plateau.json (made by
# examples/td-plateau.sh) and gets the same CPU time; each arm's length is a fixed generation (or
# game) count, so its result does not depend on the machine, its load or the thread count.
#
#   examples/evolution-arms.sh ARM [ARM...]     run arms (each resumes where it was saved)
#   examples/evolution-arms.sh save ARM         copy a run's state into examples/arms/ARM
#   examples/evolution-arms.sh measure ARM [OPPONENT...]  its champion against the four yardsticks
#   examples/evolution-arms.sh population ARM   its last population, each individual against the plateau
#   examples/evolution-arms.sh wide             issue 52's run: config/overnight-wide.yaml at overnight-2h's CPU time
#
# Arms: pilot-0.03 pilot-0.1 pilot-0.3 (arm a's mutation scale on short runs), a, b1, b2, c1, c2,
# cavg1 (arm c with parent-child averaging) and d (the control: TD-Leaf alone). And wide, issue 52's
# strength per CPU hour: config/overnight-wide.yaml from random weights, seed 1, its generations
# 0-2 traced (--work-trace, for scaling), run for examples/overnight-2h.json's CPU time. And e,
# issue 59's growth by evolution: examples/shapes/overnight-growth.yaml from random weights, seed 1
# (docs/research/network-shapes.md).
# A run works in runs/arms/ARM; `save` keeps what a resume needs (the configuration, the record,
# the latest snapshot and the last champions) in examples/arms/ARM, which the repository holds,
# and a run missing from runs/ is restored from there. Each session's CPU seconds (user+system,
# /usr/bin/time) are appended to examples/arms/ARM/cpu-seconds.txt.
# EVODRAUGHTS names the command to run (default: the launcher beside this folder).
set -euo pipefail
cd "$(dirname "$0")/.."
run=${EVODRAUGHTS:-./evodraughts}
plateau=examples/td-plateau.json
saved=examples/arms

# The arms' lengths: about 7,200 CPU seconds each (one hour of both cores), from the CPU seconds
# measured on each kind's first generations (docs/research/past-the-plateau.md): arm a 2.2 a
# generation (pilots 380 generations, about 900 s), b 242 (2 generations in 485 s), c 29 and
# rising with the hall of fame (4 generations in 116 s), the control 31.5 ms a game (38,257 games
# in 1,206 s). Set
# NAME=N in the environment only to probe; a resume to a longer count is bit for bit the longer run.
PILOT_GENERATIONS=${PILOT_GENERATIONS:-380}
A_GENERATIONS=${A_GENERATIONS:-3200}
B_GENERATIONS=${B_GENERATIONS:-30}
# Arm c was first given 220 generations from its first four (29 s each); its later ones took 21 s,
# so 220 came to 4,709 CPU seconds, and it was lengthened to 330 (about 7,050) before its
# champion was measured: a resume to a longer count is bit for bit the longer run.
C_GENERATIONS=${C_GENERATIONS:-330}
# overnight-2h.json took about 13,000 CPU seconds (120 generations of config/overnight.yaml); the
# wide run's generation count is fixed from its traced first generations' CPU seconds: from
# generations 0-2 (2,692 CPU seconds, 897 a generation): 14 generations
# (0-13), about 12,560 predicted; they took 13,371.
WIDE_GENERATIONS=${WIDE_GENERATIONS:-13}
D_GAMES=${D_GAMES:-230000}
# Arm e's length: about the 3.5 CPU hours (12,600 CPU seconds) of issue 59's TD-Leaf chains. First
# set at 110 from overnight.yaml's 110 CPU seconds a generation; its generations 0-80 took 11,712
# (about 146 each), so it ends at generation 86: a run to a smaller count is bit for bit the start
# of a longer one.
E_GENERATIONS=${E_GENERATIONS:-86}
# Threads of an evolving arm: results do not depend on it (bit for bit), only the wall time. The
# arms run one each, side by side on the two cores; a lone arm may take both (THREADS=2).
THREADS=${THREADS:-1}

timed() { # ARM COMMAND...: runs COMMAND, appending its CPU seconds to the arm's record
    local arm=$1; shift
    mkdir -p "$saved/$arm"
    /usr/bin/time -f "%U %S $(date -u +%FT%TZ) $*" -a -o "$saved/$arm/cpu-seconds.txt" "$@"
}

save() { # ARM: the state a resume needs, copied from runs/arms/ARM into examples/arms/ARM
    local arm=$1 dir=runs/arms/$1 out=$saved/$1
    local snapshot
    snapshot=$(ls "$dir"/generations/generation-*.json 2>/dev/null | tail -1)
    [ -n "$snapshot" ] || { echo "no snapshot in $dir yet" >&2; return 1; }
    local generation=$((10#$(basename "$snapshot" .json | sed 's/generation-//')))
    rm -rf "$out/run" && mkdir -p "$out/run/generations" "$out/run/champions"
    cp "$dir"/{config.yaml,run-id,run.json,evolve.log,progress.jsonl} "$out/run/"
    cp "$snapshot" "$out/run/generations/"
    for g in $(seq $((generation > 9 ? generation - 9 : 0)) "$generation"); do
        # A stop can save a generation before its champion's file: the resume records it.
        local champion=$dir/champions/gen-$(printf %04d "$g").json
        [ ! -f "$champion" ] || cp "$champion" "$out/run/champions/"
    done
    echo "saved $arm at generation $generation in $out/run"
}

evolve_arm() { # ARM GENERATIONS EVOLVE-OPTIONS...: a new run, or the saved one resumed
    local arm=$1 generations=$2; shift 2
    local dir=runs/arms/$arm
    [ "$generations" -gt 0 ] || { echo "$arm: its generation count is not set yet" >&2; exit 2; }
    if [ ! -d "$dir/generations" ] && [ -d "$saved/$arm/run" ]; then
        mkdir -p runs/arms && cp -r "$saved/$arm/run" "$dir"
    fi
    if [ -d "$dir/generations" ]; then
        timed "$arm" $run evolve --resume "$dir" --generations "$generations" --threads "$THREADS"
    else
        timed "$arm" $run evolve "$@" --generations "$generations" --threads "$THREADS" --run-dir "$dir"
    fi
    save "$arm"
}

champion() { # ARM: the file of the arm's result
    case $1 in
        d) echo "$saved/d/control.json" ;;
        *) local file=$saved/$1/champion.json g
           g=$(ls runs/arms/"$1"/champions/gen-*.json | tail -1 | sed 's/.*gen-0*\([0-9]\)/\1/; s/\.json//')
           [ -f "$file" ] || $run champions export --run "runs/arms/$1" --generation "$g" --out "$file" >&2
           echo "$file" ;;
    esac
}

measure() { # ARM [OPPONENT...]: 200 ballot games against each opponent (by default the plateau, the
    # control and heuristic:4 at minimax:4, then heuristic:6 with the champion at minimax:6)
    local arm=$1 file out=$saved/$1/measurements.txt opponent search
    shift
    file=$(champion "$arm")
    [ $# -gt 0 ] || set -- "$plateau" "$saved/d/control.json" heuristic:4 heuristic:6
    : > "$out"
    for opponent in "$@"; do
        [ "$opponent" = "$file" ] && continue
        search=()
        [ "$opponent" = heuristic:6 ] && search=(--a-search minimax:6)
        echo "## $run match $file $opponent ${search[*]} --games 200 --openings ballot" >> "$out"
        $run match "$file" "$opponent" "${search[@]}" --games 200 --openings ballot >> "$out"
    done
    cat "$out"
}

population() { # ARM: every individual of the arm's last kept population (tournament rank 1-15)
    # against the plateau, 200 ballot games each: does the tournament rank them by strength?
    local arm=$1 dir=runs/arms/$1 out=$saved/$1/population.txt tmp snapshot g rank
    snapshot=$(ls "$dir"/generations/generation-*.json | tail -1)
    g=$((10#$(basename "$snapshot" .json | sed 's/generation-//')))
    tmp=$(mktemp -d)
    echo "# generation $g of $arm: rank, then its score against $plateau" > "$out"
    for rank in $(seq 1 15); do
        echo "## $run champions export --run $dir --generation $g --rank $rank --out R.json; $run match R.json $plateau --games 200 --openings ballot" >> "$out"
        $run champions export --run "$dir" --generation "$g" --rank "$rank" --out "$tmp/rank-$rank.json" \
            | sed 's/^wrote the individual of /# /; s/ to .*//' >> "$out"
        $run match "$tmp/rank-$rank.json" "$plateau" --games 200 --openings ballot | grep -E ' score |Elo' \
            | sed "s|$tmp/rank-$rank.json|rank $rank|" >> "$out"
    done
    rm -rf "$tmp"
    cat "$out"
}

arm() {
    case $1 in
        pilot-*) evolve_arm "$1" "$PILOT_GENERATIONS" --from "$plateau" --set genome.mutationScale="${1#pilot-}" --seed 1 ;;
        a)  evolve_arm a "$A_GENERATIONS" --from "$plateau" --set genome.mutationScale="${A_SCALE:-0.03}" --seed 1 ;; # the best pilot's
        b1|b2) evolve_arm "$1" "$B_GENERATIONS" --from "$plateau" --config config/overnight.yaml --seed "${1#b}" ;;
        c1|c2) evolve_arm "$1" "$C_GENERATIONS" --from "$plateau" --config config/overnight.yaml --set refinement.games=0 \
                   --set coevolution.learn=1 --set tournament.hallOfFame=5 --seed "${1#c}" ;;
        cavg1) evolve_arm cavg1 "$C_GENERATIONS" --from "$plateau" --config config/overnight.yaml --set refinement.games=0 \
                   --set coevolution.learn=1 --set tournament.hallOfFame=5 --set coevolution.averaging=0.5 --seed 1 ;;
        wide) if [ ! -d runs/arms/wide/generations ] && [ ! -d "$saved/wide/run" ]; then
                  evolve_arm wide 2 --config config/overnight-wide.yaml --seed 1 --work-trace
                  { echo "## $run scaling runs/arms/wide --from 1"; $run scaling runs/arms/wide --from 1
                    echo "## $run scaling runs/arms/wide --from 1 --machines 4 --cores 16 --task-overhead 1ms"
                    $run scaling runs/arms/wide --from 1 --machines 4 --cores 16 --task-overhead 1ms; } > "$saved/wide/scaling.txt"
              fi
              [ "$WIDE_GENERATIONS" -gt 0 ] || { echo "wide: traced; set WIDE_GENERATIONS from its CPU seconds" >&2; exit 0; }
              evolve_arm wide "$WIDE_GENERATIONS" ;;
        e)  evolve_arm e "$E_GENERATIONS" --config examples/shapes/overnight-growth.yaml --seed 1 ;;
        d)  local out=$saved/d/control.json resume=()
            [ "$D_GAMES" -gt 0 ] || { echo "d: its game count is not set yet" >&2; exit 2; }
            [ -f "$out" ] && return 0
            [ -f "$out.checkpoint" ] && resume=(--resume)
            # From the chain's own file, the plateau's weights without the committed copy's added
            # metadata: the training's checkpoint pins its input file's bytes.
            timed d $run network train examples/td-plateau-chain/leaf3-s1-340000.json --games "$D_GAMES" --alpha 0.001 --seed 401 --depth 3 \
                --threads 1 --checkpoint-minutes 10 "${resume[@]}" --out "$out" ;;
        *)  echo "unknown arm: $1" >&2; exit 2 ;;
    esac
}

case ${1:-} in
    save) save "$2" ;;
    measure) shift; measure "$@" ;;
    population) population "$2" ;;
    '') sed -n '2,22p' "$0" | sed 's/^# \{0,1\}//'; exit 2 ;;
    *) for a in "$@"; do arm "$a"; done ;;
esac
