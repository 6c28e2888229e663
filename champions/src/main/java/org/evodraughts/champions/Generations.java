package org.evodraughts.champions;

import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Optional;
import java.util.TreeSet;
import org.evodraughts.storage.records.ChampionSummary;

/**
 * A run's generations as messages name them ({@code generation 4}, {@code generations 0, 2–3}),
 * and which of them lack a champion: a run records one champion a generation, from 0, so a
 * generation below its last champion's without one lost it (its file damaged or deleted, and its
 * record with the database). Stateless.
 */
public final class Generations {
    private Generations() {
    }

    /** {@code generation 4}, or {@code generations 0, 2–3, 7}: runs of consecutive ones as ranges. */
    public static String named(Collection<Integer> generations) {
        TreeSet<Integer> sorted = new TreeSet<>(generations);
        if (sorted.size() == 1) {
            return "generation " + sorted.first();
        }
        List<String> ranges = new ArrayList<>();
        Integer first = null, last = null;
        for (int generation : sorted) {
            if (last != null && generation == last + 1) {
                last = generation;
                continue;
            }
            if (first != null) {
                ranges.add(first.equals(last) ? String.valueOf(first) : first + "–" + last);
            }
            first = last = generation;
        }
        if (first != null) {
            ranges.add(first.equals(last) ? String.valueOf(first) : first + "–" + last);
        }
        return "generations " + String.join(", ", ranges);
    }

    /** The generations below the last of {@code champions} that have none, in increasing order. */
    public static List<Integer> withoutChampion(List<ChampionSummary> champions) {
        TreeSet<Integer> present = new TreeSet<>(champions.stream().map(ChampionSummary::generation).toList());
        List<Integer> missing = new ArrayList<>();
        if (!present.isEmpty()) {
            for (int generation = 0; generation < present.last(); generation++) {
                if (!present.contains(generation)) {
                    missing.add(generation);
                }
            }
        }
        return List.copyOf(missing);
    }

    /**
     * What to say of a run whose {@code champions} leave out a generation: e.g. {@code no champion of
     * generation 1 can be read (its file and its record are lost or damaged)}; empty if none is missing.
     */
    public static Optional<String> missingChampions(List<ChampionSummary> champions) {
        List<Integer> missing = withoutChampion(champions);
        return missing.isEmpty() ? Optional.empty() : Optional.of("no champion of " + named(missing)
                + " can be read (its file and its record are lost or damaged)");
    }
}
