package org.evodraughts.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.util.Locale;
import java.util.concurrent.Callable;
import org.evodraughts.checkers.DrawRules;
import org.evodraughts.checkers.match.Match;
import org.evodraughts.checkers.match.MatchResult;
import org.evodraughts.checkers.match.MatchSettings;
import org.evodraughts.checkers.match.MatchTally;
import org.evodraughts.checkers.players.PlayerSpec;
import org.evodraughts.checkers.players.PlayerSpecParser;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code evodraughts match PLAYER_A PLAYER_B --games N [--threads T] [--seed S]}: plays a
 * match and prints how many games A won, drew and lost, and its score.
 */
@Command(name = "match", mixinStandardHelpOptions = true,
        description = {"Plays a match between two players and prints A's wins, draws, losses and score.",
                "Each opening (a few seeded random plies) is played twice with colours reversed. Games run in "
                        + "parallel, each on one thread, with seeds derived from (seed, game number), so the "
                        + "result is the same at any --threads (unless a search has a time limit)."},
        footer = {"", "Players:",
                "  random           a random legal move",
                "  greedy           the best move by the heuristic evaluation, 1 ply",
                "  heuristic:DEPTH  alpha-beta to DEPTH with the heuristic evaluation",
                "  heuristic        the heuristic evaluation, searched by --a-search/--b-search",
                "Searches:",
                "  minimax:DEPTH[,time=2s][,threads=N][,tt=BITS]",
                "  mcts:ITERATIONS[,time=1s][,c=0.4][,playout=6][,batch=1][,trees=1][,threads=1]",
                "Example: ./evodraughts match heuristic:4 random --games 100 --threads 2 --seed 1"})
final class MatchCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Parameters(index = "0", paramLabel = "PLAYER_A", description = "The player whose score is reported.")
    String playerA;

    @Parameters(index = "1", paramLabel = "PLAYER_B", description = "The opponent.")
    String playerB;

    @Option(names = "--games", required = true, paramLabel = "N", description = "Games to play (1–10000000).")
    int games;

    @Option(names = "--threads", paramLabel = "T", description = "Games played at once (default: the number of cores).")
    Integer threads;

    @Option(names = "--seed", paramLabel = "S", defaultValue = "1", description = "Match seed (default: ${DEFAULT-VALUE}).")
    long seed;

    @Option(names = "--a-search", paramLabel = "SEARCH", description = "Search settings of player A, e.g. minimax:6 or mcts:2000.")
    String searchA;

    @Option(names = "--b-search", paramLabel = "SEARCH", description = "Search settings of player B.")
    String searchB;

    @Option(names = "--opening-plies", paramLabel = "K", defaultValue = "" + MatchSettings.DEFAULT_OPENING_PLIES,
            description = "Random plies per opening, 0–40 (default: ${DEFAULT-VALUE}).")
    int openingPlies;

    /** Where network files and other player kinds plug in; the baselines only for now. */
    PlayerSpecParser parser = PlayerSpecParser.baselines();

    @Override
    public Integer call() throws IOException {
        if (games < 1) {
            throw new IllegalArgumentException("--games must be at least 1, got " + games);
        }
        int t = threads == null ? Runtime.getRuntime().availableProcessors() : threads;
        if (t < 1) {
            throw new IllegalArgumentException("--threads must be at least 1, got " + t);
        }
        if (openingPlies < 0 || openingPlies > 40) {
            throw new IllegalArgumentException("--opening-plies must be 0–40, got " + openingPlies);
        }
        PlayerSpec a = parser.parse(playerA, searchA);
        PlayerSpec b = parser.parse(playerB, searchB);
        MatchSettings settings = new MatchSettings(games, openingPlies, DrawRules.STANDARD, seed, t);
        PrintWriter out = spec.commandLine().getOut();
        out.printf(Locale.ROOT, "%s vs %s: %d games (%d openings of %d random plies, each with both colours), seed %d, %d threads%n",
                a.name(), b.name(), games, (games + 1) / 2, openingPlies, seed, t);
        out.flush();
        long start = System.nanoTime();
        MatchResult result = Match.play(a, b, settings);
        double seconds = (System.nanoTime() - start) / 1e9;
        MatchTally tally = result.tally();
        out.printf(Locale.ROOT, "%s: won %d, drew %d, lost %d; score %.1f%% (%s of %d points) in %.1f s%n",
                a.name(), tally.wins(), tally.draws(), tally.losses(), 100 * tally.score(),
                points(tally.points()), tally.games(), seconds);
        out.flush();
        return 0;
    }

    private static String points(double points) {
        return points == Math.rint(points) ? String.valueOf((long) points) : String.format(Locale.ROOT, "%.1f", points);
    }
}
