package org.evodraughts.runs;

import java.time.Duration;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import org.evodraughts.ga.loop.GenerationReport;
import org.evodraughts.ga.tournament.Score;
import org.evodraughts.storage.records.YardstickResult;

/**
 * The one-line summary of a completed generation, written to the run's {@code evolve.log} (and
 * the console with {@code --verbose}), and read back from the log ({@link #parse}) for runs older
 * than their {@code progress.jsonl}; and its brief form for a terminal ({@link #brief}). Stateless.
 */
public final class ProgressLine {
    /** What {@link #of} writes, up to the figures after it. */
    private static final Pattern LINE = Pattern.compile("generation (\\d+) \\| elapsed (\\d+):(\\d\\d):(\\d\\d)(?: \\([^)]*\\))? \\| ETA ([^|]+) "
            + "\\| champion (-?\\d+) points \\([^)]*\\) \\| points min (-?[\\d.]+), median (-?[\\d.]+), max (-?[\\d.]+) "
            + "\\| (\\d+) games of (\\d+) plies, ([\\d.]+)/s");
    private static final Pattern CLOCK = Pattern.compile("(\\d+):(\\d\\d):(\\d\\d)");

    private ProgressLine() {}

    /**
     * The figures of a line {@link #of} wrote, found anywhere in {@code text} (a log line has its
     * time and level before it); empty if it holds none. An ETA still pending reads as null.
     */
    public static Optional<GenerationProgress> parse(String text) {
        Matcher m = LINE.matcher(text);
        if (!m.find()) {
            return Optional.empty();
        }
        Matcher eta = CLOCK.matcher(m.group(5).strip());
        return Optional.of(new GenerationProgress(Integer.parseInt(m.group(1)), seconds(m.group(2), m.group(3), m.group(4)),
                eta.matches() ? seconds(eta.group(1), eta.group(2), eta.group(3)) : null, Integer.parseInt(m.group(6)),
                Double.parseDouble(m.group(7)), Double.parseDouble(m.group(8)), Double.parseDouble(m.group(9)),
                Integer.valueOf(m.group(10)), Long.valueOf(m.group(11)), Double.valueOf(m.group(12))));
    }

    private static long seconds(String h, String m, String s) {
        return Long.parseLong(h) * 3600 + Long.parseLong(m) * 60 + Long.parseLong(s);
    }

    /**
     * For example {@code generation 12 | elapsed 0:03:04 | ETA 0:12:10 | champion 38 points (19-4-5) |
     * points min -12, median 6, max 38 | 210 games of 96 plies, 5.1/s}, followed by {@code figures}.
     * The elapsed time is the run's, over its sessions ({@code clock}); a resumed run adds this
     * session's, {@code elapsed 5:03:04 (0:03:04 this session)}. The champion's record is
     * wins-draws-losses; games are counted with their mean length.
     */
    public static String of(GenerationReport report, RunClock clock, List<String> figures) {
        GenerationProgress p = GenerationProgress.of(report, clock);
        StringBuilder line = new StringBuilder(opening(p));
        if (clock.goesOn()) {
            line.append(" (").append(clock(GenerationProgress.seconds(report.elapsed()))).append(" this session)");
        }
        line
                .append(" | ETA ").append(p.etaSeconds() != null ? clock(p.etaSeconds()) : "-")
                .append(" | ").append(champion(report.champion().score()))
                .append(" | points min ").append(number(p.min()))
                .append(", median ").append(number(p.median()))
                .append(", max ").append(number(p.max()))
                .append(" | ").append(p.games()).append(" games of ")
                .append(p.meanPlies()).append(" plies, ")
                .append(String.format(Locale.ROOT, "%.1f/s", p.gamesPerSecond()));
        if (!report.islands().isEmpty()) {
            line.append(" | ").append(islands(report));
        }
        if (report.run().config().champions().playoffGames() > 0) {
            line.append(" | ").append(elitesPlayoff(report));
        }
        for (String figure : figures) {
            line.append(" | ").append(figure);
        }
        return line.toString();
    }

    /**
     * The generation's line for a terminal, short enough for 100 columns in all but very long runs:
     * for example {@code generation 12 | elapsed 0:03:04, ETA 0:12:10 | champion 38 points (19-4-5) |
     * 62.5% vs heuristic:4}, the last part only in a generation whose champion played its
     * {@code yardstick} match. The run's time is {@code clock}'s, as in {@link #of}, which
     * gives the rest (the points table, the games, this session's time, the champion's other
     * figures).
     */
    public static String brief(GenerationReport report, RunClock clock, Optional<YardstickResult> yardstick) {
        GenerationProgress p = GenerationProgress.of(report, clock);
        StringBuilder line = new StringBuilder(opening(p));
        if (p.etaSeconds() != null) {
            line.append(", ETA ").append(clock(p.etaSeconds()));
        }
        line.append(" | ").append(champion(report.champion().score()));
        yardstick.ifPresent(y -> line.append(" | ").append(String.format(Locale.ROOT, "%.1f%%", 100 * y.score()))
                .append(" vs ").append(y.player()));
        return line.toString();
    }

    /** E.g. {@code generation 12 | elapsed 0:03:04}: the generation and the run's time. */
    private static String opening(GenerationProgress p) {
        return "generation " + p.generation() + " | elapsed " + clock(p.elapsedSeconds());
    }

    /** E.g. {@code champion 38 points (19-4-5)}: its tournament points and record, won-drawn-lost. */
    private static String champion(Score score) {
        return "champion " + score.points() + " points (" + score.wins() + "-" + score.draws() + "-" + score.losses() + ")";
    }

    /**
     * The islands' figure, e.g. {@code island 2 of 4 won the play-off (4-1-1); island champions 38, 31, 35, 30
     * points}: the champion's island, its play-off record, and every island's champion's points.
     */
    static String islands(GenerationReport report) {
        Score playoff = report.islands().get(report.island()).playoff();
        return "island " + report.island() + " of " + report.islands().size() + " won the play-off (" + playoff.wins() + "-"
                + playoff.draws() + "-" + playoff.losses() + "); island champions " + report.islands().stream()
                .map(c -> String.valueOf(c.champion().score().points())).collect(Collectors.joining(", ")) + " points";
    }

    /**
     * The elites' play-off figure, e.g. {@code the elites' play-off chose rank 2}: where in the
     * tournament's ranking the champion it chose stands (of its island, with islands).
     */
    static String elitesPlayoff(GenerationReport report) {
        int[] ranking = report.ranking();
        int rank = 1;
        while (ranking[rank - 1] != report.championIndex()) {
            rank++;
        }
        return "the elites' play-off chose rank " + rank;
    }

    /** {@code H:MM:SS} of {@code d}, to the nearest second, as the lines show times. */
    public static String clock(Duration d) {
        return clock(GenerationProgress.seconds(d));
    }

    /** {@code H:MM:SS} of whole seconds. */
    private static String clock(long s) {
        return String.format(Locale.ROOT, "%d:%02d:%02d", s / 3600, s / 60 % 60, s % 60);
    }

    private static String number(double x) {
        return x == Math.rint(x) ? String.valueOf((long) x) : String.valueOf(x);
    }
}
