package org.evodraughts.storage.records;

import org.evodraughts.run.RunId;

import java.util.Map;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.OptionalInt;

/**
 * A generation's champion: its network and its figures. Keyed by ({@code runId},
 * {@code generation}). The network is the network module's JSON document, treated here as an
 * opaque JSON object; it is stored as an embedded document and comes back as JSON text that
 * parses to the same values bit for bit, keys in the same order.
 *
 * @param runId          the run
 * @param generation     the generation the champion won, 0 or more
 * @param networkJson    the network document, in this module's canonical JSON text (the
 *                       constructor normalises it, so a record equals its stored copy)
 * @param points         tournament points (finite)
 * @param meanOfMeans    the "mean of means" progress figure; empty early in a run
 * @param baselineScores score against each baseline player, by player name, order kept
 * @param elapsedSeconds the run's wall-clock seconds at this champion, over all its sessions;
 *                       empty if not known (records from before it was kept)
 * @param yardstick      its yardstick match, if it played one (most generations do not)
 * @param island         in a run with islands, the island the champion came from; empty without
 * @see ChampionSummary#BEST_FIRST the rule that picks a run's best champion
 */
public record ChampionRecord(RunId runId, int generation, String networkJson, double points, OptionalDouble meanOfMeans,
                             Map<String, Double> baselineScores, OptionalDouble elapsedSeconds,
                             Optional<YardstickResult> yardstick, OptionalInt island) implements StoredRecord {

    public ChampionRecord {
        networkJson = JsonObjects.canonical(networkJson, "network document of champion " + generation);
        // The summary checks and copies the figures; keep its copy.
        baselineScores = new ChampionSummary(runId, generation, points, meanOfMeans, baselineScores, elapsedSeconds,
                yardstick, island).baselineScores();
    }

    /** A record of a champion of a run without islands. */
    public ChampionRecord(RunId runId, int generation, String networkJson, double points, OptionalDouble meanOfMeans,
                          Map<String, Double> baselineScores, OptionalDouble elapsedSeconds,
                          Optional<YardstickResult> yardstick) {
        this(runId, generation, networkJson, points, meanOfMeans, baselineScores, elapsedSeconds, yardstick,
                OptionalInt.empty());
    }

    /** A record with neither an elapsed time nor a yardstick match. */
    public ChampionRecord(RunId runId, int generation, String networkJson, double points, OptionalDouble meanOfMeans,
                          Map<String, Double> baselineScores) {
        this(runId, generation, networkJson, points, meanOfMeans, baselineScores, OptionalDouble.empty(), Optional.empty());
    }

    /** The record of the champion {@code summary} describes, with its network document. */
    public static ChampionRecord of(ChampionSummary summary, String networkJson) {
        return new ChampionRecord(summary.runId(), summary.generation(), networkJson, summary.points(), summary.meanOfMeans(),
                summary.baselineScores(), summary.elapsedSeconds(), summary.yardstick(), summary.island());
    }

    /** The figures without the network. */
    public ChampionSummary summary() {
        return new ChampionSummary(runId, generation, points, meanOfMeans, baselineScores, elapsedSeconds, yardstick,
                island);
    }

    @Override
    public String describeKey() {
        return "champion of generation " + generation + " of run " + runId;
    }

    @Override
    public String toString() {
        return "ChampionRecord[" + describeKey() + ", points " + points + ", mean of means " + meanOfMeans
                + ", baselines " + baselineScores + ", elapsed " + elapsedSeconds + ", yardstick " + yardstick + ", island " + island + ", network " + networkJson.length() + " chars]";
    }
}
