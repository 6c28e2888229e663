package org.evodraughts.cli;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.evodraughts.files.ShellWords;
import org.evodraughts.champions.ChampionFile;
import org.evodraughts.session.Columns;
import org.evodraughts.storage.layout.RunLayout;

/**
 * Where a run's last champion stands, in words, printed at the run's end: its last yardstick
 * match against the hand-written player, what that score means, and what to run for a stronger
 * player. A newcomer's first run should say what it made, not leave them to read a progress
 * line. Nothing when the last champion had no yardstick match (a run with the yardstick off).
 * Within 100 columns, the command on lines of its own ({@link Columns}).
 */
final class Standing {
    private Standing() {}

    /** The lines for generation {@code generation}'s champion of the run in {@code runDirectory}. */
    static List<String> of(Path runDirectory, int generation) {
        Map<String, Object> metadata;
        try {
            metadata = ChampionFile.read(runDirectory, generation).document().metadata();
        } catch (IOException e) {
            return List.of(); // the ending has said what happened; the champion's file is the run's business
        }
        if (!(metadata.get(ChampionFile.YARDSTICK) instanceof String yardstick)
                || !(metadata.get(ChampionFile.YARDSTICK_SCORE) instanceof Double score)) {
            return List.of();
        }
        String record = "";
        if (metadata.get(ChampionFile.YARDSTICK_WINS) instanceof Long w && metadata.get(ChampionFile.YARDSTICK_DRAWS) instanceof Long d
                && metadata.get(ChampionFile.YARDSTICK_LOSSES) instanceof Long l) {
            record = " over " + (w + d + l) + " games (" + w + " won, " + d + " drawn, " + l + " lost)";
        }
        String interval = metadata.get(ChampionFile.YARDSTICK_SCORE_LOW) instanceof Double low
                && metadata.get(ChampionFile.YARDSTICK_SCORE_HIGH) instanceof Double high
                ? " (95%: " + percent(low) + "–" + percent(high) + ")" : "";
        String verdict = score > 0.5 ? "it plays better than " + describe(yardstick)
                : score == 0.5 ? "level with " + describe(yardstick) : "weaker than " + describe(yardstick) + " so far";
        List<String> lines = new ArrayList<>(Columns.wrap("where it stands: the champion of generation " + generation
                + " scored " + percent(score) + interval + " against " + yardstick + record + ": " + verdict
                + "; for a verdict, export it (below), then:"));
        lines.addAll(Columns.command("  ", "./evodraughts match " + ShellWords.quote(RunLayout.of(runDirectory).bestExport().toString()) + " " + yardstick
                + " --games 200 --openings ballot"));
        lines.addAll(Columns.wrap("a stronger one: ./evodraughts evolve --config config/overnight.yaml (hours; its 2-hour "
                + "champion, examples/overnight-2h.json, scores 72% against heuristic:4), or one network trained alone by "
                + "./evodraughts network train (docs/strength.md#the-answer-in-one-screen)"));
        return lines;
    }

    private static String describe(String yardstick) {
        if (yardstick.startsWith("heuristic:")) {
            return "the hand-written " + yardstick.substring("heuristic:".length()) + "-ply player";
        }
        return yardstick.equals("random") ? "a random mover" : yardstick;
    }

    private static String percent(double score) {
        return String.format(Locale.ROOT, "%.1f%%", 100 * score);
    }
}
