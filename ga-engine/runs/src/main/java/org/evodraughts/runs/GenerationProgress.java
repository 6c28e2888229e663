package org.evodraughts.runs;

import com.fasterxml.jackson.annotation.JsonInclude;
import java.time.Duration;
import java.util.Arrays;
import java.util.List;
import org.evodraughts.ga.loop.GenerationReport;
import org.evodraughts.ga.tournament.TournamentResult;

/**
 * One completed generation's figures: what its {@link ProgressLine} shows and what
 * {@link ProgressFile} keeps for other tools (the web dashboard) to read. Immutable.
 *
 * <p>A generation restored on resume, whose session was killed before it wrote the line, gets
 * the line from its snapshot ({@link #restored}): the population's points, and null for the
 * figures of its tournament and clock, which died with that session.
 *
 * @param generation     the generation
 * @param elapsedSeconds the run's time so far over all its sessions ({@link RunClock}), whole seconds (as
 *                       the line shows it); null if not known
 * @param etaSeconds     the time left to the last generation, or null without a limit (or not known)
 * @param championPoints the champion's tournament points
 * @param min            the population's lowest tournament points
 * @param median         their median
 * @param max            their highest
 * @param games          the tournament's games; null if not known
 * @param meanPlies      their mean length, rounded; null if not known
 * @param gamesPerSecond the tournament's speed; null if not known
 * @param island         in a run with islands, the champion's island (the play-off's winner); left
 *                       out (null) without islands
 * @param islands        in a run with islands, each island's champion by island: its tournament points
 *                       and its play-off points; left out (null) without islands
 */
public record GenerationProgress(int generation, Long elapsedSeconds, Long etaSeconds, int championPoints, double min,
                                 double median, double max, Integer games, Long meanPlies, Double gamesPerSecond,
                                 @JsonInclude(JsonInclude.Include.NON_NULL) Integer island,
                                 @JsonInclude(JsonInclude.Include.NON_NULL) List<IslandPoints> islands) {

    /**
     * An island champion's figures.
     *
     * @param island  the island
     * @param points  its tournament points in its island
     * @param playoff its points in the play-off among the island champions
     */
    public record IslandPoints(int island, int points, int playoff) {}

    /** The figures of a generation of a run without islands. */
    public GenerationProgress(int generation, Long elapsedSeconds, Long etaSeconds, int championPoints, double min,
                              double median, double max, Integer games, Long meanPlies, Double gamesPerSecond) {
        this(generation, elapsedSeconds, etaSeconds, championPoints, min, median, max, games, meanPlies, gamesPerSecond, null,
                null);
    }

    /** The figures of a completed generation of a run whose time {@code clock} keeps. */
    public static GenerationProgress of(GenerationReport report, RunClock clock) {
        double[] ascending = Arrays.stream(report.pointsByRank()).asDoubleStream().sorted().toArray();
        TournamentResult tournament = report.tournament();
        return new GenerationProgress(report.generation(), seconds(clock.elapsed(report)),
                Eta.of(report).map(GenerationProgress::seconds).orElse(null), report.champion().score().points(),
                ascending[0], median(ascending), ascending[ascending.length - 1], tournament.gameCount(),
                Math.round(tournament.meanPlies()), tournament.gamesPerSecond(), island(report), islands(report));
    }

    /**
     * The figures a restored generation's snapshot still holds ({@code report}'s tournament is
     * null): its number, the champion's and the population's points; the rest null.
     */
    public static GenerationProgress restored(GenerationReport report) {
        double[] ascending = Arrays.stream(report.pointsByRank()).asDoubleStream().sorted().toArray();
        return new GenerationProgress(report.generation(), null, null, report.champion().score().points(), ascending[0],
                median(ascending), ascending[ascending.length - 1], null, null, null, island(report), islands(report));
    }

    private static Integer island(GenerationReport report) {
        return report.islands().isEmpty() ? null : report.island();
    }

    private static List<IslandPoints> islands(GenerationReport report) {
        return report.islands().isEmpty() ? null : report.islands().stream()
                .map(c -> new IslandPoints(c.island(), c.champion().score().points(), c.playoff().points())).toList();
    }

    /** The median of points sorted in ascending order: the middle one, or the mean of the two in the middle. */
    public static double median(double[] ascending) {
        int n = ascending.length;
        return n % 2 == 1 ? ascending[n / 2] : (ascending[n / 2 - 1] + ascending[n / 2]) / 2;
    }

    /** Whole seconds, rounded, as the progress line shows them. */
    static long seconds(Duration d) {
        return Math.round(d.toMillis() / 1000.0);
    }
}
