package org.evodraughts.ga.run;

import java.time.Duration;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import org.evodraughts.ga.GenerationReport;
import org.evodraughts.ga.tournament.Score;
import org.evodraughts.ga.tournament.TournamentResult;

/** The one-line summary of a completed generation. Stateless. */
public final class ProgressLine {
    private ProgressLine() {}

    /**
     * For example {@code generation 12 | elapsed 0:03:04 | ETA 0:12:10 | champion 38 points (19-4-5) |
     * points min -12, median 6, max 38 | 210 games of 96 plies, 5.1/s}, followed by {@code figures}.
     * The champion's record is wins-draws-losses; games are counted with their mean length.
     */
    public static String of(GenerationReport report, List<String> figures) {
        Score champion = report.champion().score();
        int[] points = report.pointsByRank();
        int[] ascending = Arrays.stream(points).sorted().toArray();
        double median = ascending.length % 2 == 1 ? ascending[ascending.length / 2]
                : (ascending[ascending.length / 2 - 1] + ascending[ascending.length / 2]) / 2.0;
        TournamentResult tournament = report.tournament();
        StringBuilder line = new StringBuilder()
                .append("generation ").append(report.generation())
                .append(" | elapsed ").append(clock(report.elapsed()))
                .append(" | ETA ").append(Eta.of(report).map(ProgressLine::clock).orElse("-"))
                .append(" | champion ").append(champion.points()).append(" points (")
                .append(champion.wins()).append('-').append(champion.draws()).append('-').append(champion.losses())
                .append(") | points min ").append(ascending[0])
                .append(", median ").append(number(median))
                .append(", max ").append(ascending[ascending.length - 1])
                .append(" | ").append(tournament.gameCount()).append(" games of ")
                .append(Math.round(tournament.meanPlies())).append(" plies, ")
                .append(String.format(Locale.ROOT, "%.1f/s", tournament.gamesPerSecond()));
        for (String figure : figures) {
            line.append(" | ").append(figure);
        }
        return line.toString();
    }

    /** {@code H:MM:SS}, rounded to whole seconds. */
    static String clock(Duration d) {
        long s = Math.round(d.toMillis() / 1000.0);
        return String.format(Locale.ROOT, "%d:%02d:%02d", s / 3600, s / 60 % 60, s % 60);
    }

    private static String number(double x) {
        return x == Math.rint(x) ? String.valueOf((long) x) : String.valueOf(x);
    }
}
