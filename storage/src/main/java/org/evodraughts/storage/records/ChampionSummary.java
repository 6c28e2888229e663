package org.evodraughts.storage.records;

import org.evodraughts.run.RunId;

import java.util.Collections;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.OptionalInt;

/**
 * A generation's champion without its network: the figures to list and rank champions by.
 *
 * @param runId          the run
 * @param generation     the generation the champion won, 0 or more
 * @param points         the champion's tournament points (finite)
 * @param meanOfMeans    the run's "mean of means" progress figure for this champion; empty early
 *                       in a run, before it can be computed (finite when present)
 * @param baselineScores score against each baseline player, by player name, in the order given
 * @param elapsedSeconds the run's wall-clock seconds when the champion was found, summed over
 *                       its sessions; empty for champions recorded before this was kept
 * @param yardstick      the champion's yardstick match; empty in most generations (it is
 *                       played only every so many)
 * @param island         in a run with islands, the island the champion came from; empty without
 */
public record ChampionSummary(RunId runId, int generation, double points, OptionalDouble meanOfMeans,
                              Map<String, Double> baselineScores, OptionalDouble elapsedSeconds,
                              Optional<YardstickResult> yardstick, OptionalInt island) {

    /**
     * Best champion first. The rule: a champion with a mean of means beats one without; a higher
     * mean of means wins; then more points win; then the earlier generation wins (the first to
     * reach a score keeps the title).
     */
    public static final Comparator<ChampionSummary> BEST_FIRST = ChampionSummary::compareBestFirst;

    public ChampionSummary {
        Objects.requireNonNull(runId, "runId");
        StoredRecord.checkGeneration(generation);
        checkFinite(points, "points", generation);
        Objects.requireNonNull(meanOfMeans, "meanOfMeans");
        if (meanOfMeans.isPresent()) {
            checkFinite(meanOfMeans.getAsDouble(), "mean of means", generation);
        }
        Objects.requireNonNull(baselineScores, "baselineScores");
        Map<String, Double> copy = new LinkedHashMap<>();
        baselineScores.forEach((name, score) -> {
            if (name == null || name.isBlank()) {
                throw new IllegalArgumentException("champion of generation " + generation + " has a baseline score with no player name");
            }
            checkFinite(Objects.requireNonNull(score, "baseline score of " + name), "score against " + name, generation);
            copy.put(name, score);
        });
        baselineScores = Collections.unmodifiableMap(copy);
        Objects.requireNonNull(elapsedSeconds, "elapsedSeconds");
        if (elapsedSeconds.isPresent()) {
            checkFinite(elapsedSeconds.getAsDouble(), "elapsed time", generation);
            if (elapsedSeconds.getAsDouble() < 0) {
                throw new IllegalArgumentException("champion of generation " + generation + " has a negative elapsed time: "
                        + elapsedSeconds.getAsDouble());
            }
        }
        Objects.requireNonNull(yardstick, "yardstick");
        Objects.requireNonNull(island, "island");
        if (island.isPresent() && island.getAsInt() < 0) {
            throw new IllegalArgumentException("champion of generation " + generation + " has a negative island: "
                    + island.getAsInt());
        }
    }

    /** A summary of a champion of a run without islands. */
    public ChampionSummary(RunId runId, int generation, double points, OptionalDouble meanOfMeans,
                           Map<String, Double> baselineScores, OptionalDouble elapsedSeconds,
                           Optional<YardstickResult> yardstick) {
        this(runId, generation, points, meanOfMeans, baselineScores, elapsedSeconds, yardstick, OptionalInt.empty());
    }

    /** A summary with neither an elapsed time nor a yardstick match. */
    public ChampionSummary(RunId runId, int generation, double points, OptionalDouble meanOfMeans,
                           Map<String, Double> baselineScores) {
        this(runId, generation, points, meanOfMeans, baselineScores, OptionalDouble.empty(), Optional.empty());
    }

    /** This summary with {@code result} as its yardstick match. */
    public ChampionSummary withYardstick(YardstickResult result) {
        return new ChampionSummary(runId, generation, points, meanOfMeans, baselineScores, elapsedSeconds,
                Optional.of(result), island);
    }

    private static int compareBestFirst(ChampionSummary a, ChampionSummary b) {
        if (a.meanOfMeans.isPresent() != b.meanOfMeans.isPresent()) {
            return a.meanOfMeans.isPresent() ? -1 : 1;
        }
        if (a.meanOfMeans.isPresent()) {
            int byMeanOfMeans = Double.compare(b.meanOfMeans.getAsDouble(), a.meanOfMeans.getAsDouble());
            if (byMeanOfMeans != 0) {
                return byMeanOfMeans;
            }
        }
        int byPoints = Double.compare(b.points, a.points);
        return byPoints != 0 ? byPoints : Integer.compare(a.generation, b.generation);
    }

    private static void checkFinite(double value, String what, int generation) {
        if (!Double.isFinite(value)) {
            throw new IllegalArgumentException("champion of generation " + generation + " has a non-finite " + what + ": " + value);
        }
    }
}
