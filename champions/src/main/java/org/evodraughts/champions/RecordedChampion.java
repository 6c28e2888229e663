package org.evodraughts.champions;

import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalDouble;
import org.evodraughts.storage.records.YardstickResult;

/**
 * What {@link ChampionRecorder#record} found and wrote for one generation, for the progress line.
 *
 * @param evaluation   the champion's games and figures
 * @param championFile the champion's JSON copy
 * @param yardstick    its yardstick match, if it played one this generation
 */
public record RecordedChampion(ChampionEvaluation evaluation, Path championFile, Optional<YardstickResult> yardstick) {

    public RecordedChampion {
        Objects.requireNonNull(evaluation, "evaluation");
        Objects.requireNonNull(championFile, "championFile");
        Objects.requireNonNull(yardstick, "yardstick");
    }

    /** A report without a yardstick match. */
    public RecordedChampion(ChampionEvaluation evaluation, Path championFile) {
        this(evaluation, championFile, Optional.empty());
    }

    public int generation() {
        return evaluation.champion().generation();
    }

    /** The champion's tournament points. */
    public double points() {
        return evaluation.champion().points();
    }

    /** The progress figure; empty for a run's first champion. */
    public OptionalDouble meanOfMeans() {
        return evaluation.meanOfMeans();
    }

    /** Score in −1..1 against each baseline player, by name. */
    public Map<String, Double> baselineScores() {
        return evaluation.baselineScores();
    }

    /**
     * The figures for a progress line, e.g.
     * {@code mean of means +0.333 over 3 champions; random +1.00, heuristic:4 -0.50}.
     */
    public String progressText() {
        StringBuilder text = new StringBuilder("mean of means ");
        OptionalDouble mom = meanOfMeans();
        if (mom.isPresent()) {
            text.append(String.format(Locale.ROOT, "%+.3f over %d champion%s", mom.getAsDouble(),
                    evaluation.previousChampions().size(), evaluation.previousChampions().size() == 1 ? "" : "s"));
        } else {
            text.append("- (first champion)");
        }
        String separator = "; ";
        for (Map.Entry<String, Double> baseline : baselineScores().entrySet()) {
            text.append(separator).append(baseline.getKey()).append(String.format(Locale.ROOT, " %+.2f", baseline.getValue()));
            separator = ", ";
        }
        return text.toString();
    }

    /** The progress figure of the yardstick match, e.g. {@code yardstick heuristic:4 41.3% [27.4, 56.6] (15-3-22)}. */
    public Optional<String> yardstickText() {
        return yardstick.map(result -> "yardstick " + result.describe());
    }

    /** The figures for a progress line: {@link #progressText()}, then {@link #yardstickText()} if any. */
    public List<String> progressFigures() {
        return yardstickText().map(y -> List.of(progressText(), y)).orElseGet(() -> List.of(progressText()));
    }
}
