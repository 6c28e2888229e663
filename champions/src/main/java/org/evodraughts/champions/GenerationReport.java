package org.evodraughts.champions;

import java.nio.file.Path;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.OptionalDouble;

/**
 * What {@link ChampionRecorder#record} found and wrote for one generation, for the progress line.
 *
 * @param evaluation   the champion's games and figures
 * @param championFile the champion's JSON copy
 */
public record GenerationReport(ChampionEvaluation evaluation, Path championFile) {

    public GenerationReport {
        Objects.requireNonNull(evaluation, "evaluation");
        Objects.requireNonNull(championFile, "championFile");
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
}
