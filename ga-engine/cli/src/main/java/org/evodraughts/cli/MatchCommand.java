package org.evodraughts.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Callable;
import org.evodraughts.checkers.DrawRules;
import org.evodraughts.checkers.Position;
import org.evodraughts.checkers.Side;
import org.evodraughts.checkers.match.EloEstimate;
import org.evodraughts.checkers.match.MatchResult;
import org.evodraughts.checkers.match.MatchSettings;
import org.evodraughts.checkers.match.MatchTally;
import org.evodraughts.checkers.match.Opening;
import org.evodraughts.checkers.match.OpeningMatch;
import org.evodraughts.checkers.match.Openings;
import org.evodraughts.checkers.match.PlayedGame;
import org.evodraughts.checkers.notation.Pdn;
import org.evodraughts.checkers.notation.PdnGame;
import org.evodraughts.checkers.players.PlayerSpec;
import org.evodraughts.checkers.players.PlayMode;
import org.evodraughts.checkers.players.PlayerSpecParser;
import org.evodraughts.checkers.players.TimeControl;
import org.evodraughts.files.AtomicFiles;
import org.evodraughts.play.Agents;
import org.evodraughts.session.ProgressBars;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code evodraughts match PLAYER_A PLAYER_B --games N [--openings random|ballot] [--history]
 * [--clock BASE[+INC]] [--pdn FILE] [--threads T] [--seed S]}: plays a match and prints how many games A won, drew and lost, its
 * score, the Elo difference with its 95% interval and the likelihood of superiority.
 */
@Command(name = "match", mixinStandardHelpOptions = true,
        description = {"Plays a match between two players and prints A's wins, draws, losses and score, the Elo "
                + "difference with a 95%% interval and the likelihood that A is the stronger.",
                "Each opening (a few seeded random plies, or a three-ply ballot opening) is played twice with colours "
                        + "reversed. Games run in parallel, each on one thread, with seeds derived from (seed, game "
                        + "number), so the result is the same at any --threads (unless a search has a time limit or "
                        + "there is a --clock). The searches see the position alone, as in training and in every "
                        + "measurement made before --history existed, so those figures come out again game for game; "
                        + "with --history (or --clock) they see each game's positions, as play and serve do, so a move "
                        + "into a repetition the game would draw scores as a draw."},
        footer = {"", "Players:",
                "  random           a random legal move",
                "  greedy           the best move by the heuristic evaluation, 1 ply",
                "  heuristic:DEPTH  alpha-beta to DEPTH with the heuristic evaluation",
                "  heuristic        the heuristic evaluation, searched by --a-search/--b-search",
                "  FILE.json        a network file, searched by --a-search/--b-search (default minimax:4)",
                "Searches:",
                "  minimax:DEPTH[,time=2s][,budget=W][,threads=N][,tt=BITS]",
                "  mcts:ITERATIONS[,time=1s][,c=0.4][,playout=6][,batch=1][,trees=1][,threads=1]",
                "Example: ./evodraughts match heuristic:4 random --games 100 --threads 2 --seed 1",
                "         ./evodraughts match heuristic heuristic:6 --clock 10s+100ms --games 20 --threads 2",
                "         ./evodraughts match champion.json heuristic:4 --a-search minimax:6 --games 200 --openings ballot --pdn games.pdn"})
final class MatchCommand implements Callable<Integer> {
    /** How long a match plays before its progress bar is drawn: a short one draws none. */
    private static final Duration SHOW_AFTER = Duration.ofSeconds(2);

    @Spec
    CommandSpec spec;

    @Parameters(index = "0", paramLabel = "PLAYER_A", description = "The player whose score is reported.")
    String playerA;

    @Parameters(index = "1", paramLabel = "PLAYER_B", description = "The opponent.")
    String playerB;

    @Option(names = "--games", required = true, paramLabel = "N", description = "Games to play: an even number, 2–10000000.")
    int games;

    @Option(names = "--threads", paramLabel = "T", description = "Games played at once (default: the number of cores).")
    Integer threads;

    @Option(names = "--seed", paramLabel = "S", defaultValue = "1", description = "Match seed (default: ${DEFAULT-VALUE}).")
    long seed;

    @Option(names = "--a-search", paramLabel = "SEARCH", description = "Search settings of player A, e.g. minimax:6 or mcts:2000.")
    String searchA;

    @Option(names = "--b-search", paramLabel = "SEARCH", description = "Search settings of player B.")
    String searchB;

    @Option(names = "--openings", paramLabel = "random|random:K|ballot", defaultValue = "random",
            description = "random: seeded random plies (--opening-plies, or random:K); ballot: the 216 three-ply "
                    + "starts, shuffled by the seed (default: ${DEFAULT-VALUE}).")
    String openings;

    @Option(names = "--opening-plies", paramLabel = "K",
            description = "Random plies per opening, 0–" + Opening.MAX_RANDOM_PLIES + " (default: "
                    + MatchSettings.DEFAULT_OPENING_PLIES + ").")
    Integer openingPlies;

    @Option(names = "--clock", paramLabel = "BASE[+INC]",
            description = "Each player's clock for each game, e.g. 5m+2s (units ms, s, m, h): each move is searched for "
                    + "a share of what is left, and the increment is added after it. A player without a search of its "
                    + "own searches as deep as that share allows; with a search's time or depth, the first to run out counts.")
    String clock;

    @Option(names = "--history",
            description = "The searches see each game's positions, as in play and serve: a move into a repetition the "
                    + "game would draw scores as a draw (on with --clock; off by default, so that earlier figures "
                    + "come out again).")
    boolean history;

    @Option(names = "--pdn", paramLabel = "FILE", description = "Also write every game to FILE (PDN), in game order.")
    Path pdn;

    /** Where network files plug in beside the baselines. */
    PlayerSpecParser parser = Agents.names();

    @Override
    public Integer call() throws IOException {
        if (games < 2 || games % 2 != 0) {
            throw new IllegalArgumentException("--games must be an even number of at least 2 (each opening is played "
                    + "twice, colours reversed), got " + games);
        }
        int t = threads == null ? Runtime.getRuntime().availableProcessors() : threads;
        if (t < 1) {
            throw new IllegalArgumentException("--threads must be at least 1, got " + t);
        }
        int plies = openingPlies == null ? MatchSettings.DEFAULT_OPENING_PLIES : openingPlies;
        Opening.checkRandomPlies("--opening-plies", plies);
        Openings deal = Openings.parse(openings, plies);
        if (openingPlies != null && !openings.strip().equals("random")) {
            throw new IllegalArgumentException("--opening-plies goes with --openings random only, not " + openings.strip());
        }
        if (pdn != null && !Files.isDirectory(pdn.toAbsolutePath().getParent())) {
            throw new IllegalArgumentException("--pdn: directory " + pdn.toAbsolutePath().getParent() + " does not exist");
        }
        if (pdn != null) {
            AtomicFiles.checkReplaceable(pdn, "--pdn " + pdn);
        }
        TimeControl timeControl = clock == null ? null : Clocks.parse(clock);
        PlayMode mode = history || timeControl != null ? PlayMode.inGame(timeControl) : PlayMode.POSITION_ONLY;
        PlayerSpec a = parser.parse(playerA, searchA, mode);
        PlayerSpec b = parser.parse(playerB, searchB, mode);
        MatchSettings settings = new MatchSettings(games, plies, DrawRules.STANDARD, seed, t);
        PrintWriter out = spec.commandLine().getOut();
        String dealt = switch (deal) {
            case Openings.Random random -> "openings of " + random.plies() + " random plies";
            case Openings.Ballot ballot -> "ballot openings";
        };
        out.printf(Locale.ROOT, "%s vs %s: %d games (%d %s, each with both colours), seed %d, %s%s%n",
                a.name(), b.name(), games, (games + 1) / 2, dealt, seed, Figures.count(t, "thread"),
                timeControl == null ? (history ? ", searches seeing the game" : "")
                        : ", clock " + timeControl.describe() + " each");
        out.flush();
        long start = System.nanoTime();
        // On a terminal, a match that takes more than a few seconds shows its games as they end.
        ProgressBars bars = new ProgressBars(System.err, ProgressBars.onTerminal());
        ProgressBars.Step shown = bars.open("match", games, SHOW_AFTER);
        MatchResult result;
        try {
            result = OpeningMatch.play(a, b, settings, deal, game -> bars.played(shown, 1));
        } finally {
            bars.close(shown);
        }
        double seconds = (System.nanoTime() - start) / 1e9;
        MatchTally tally = result.tally();
        out.printf(Locale.ROOT, "%s: won %d, drew %d, lost %d; score %.1f%% (%s of %d points) in %.1f s%n",
                a.name(), tally.wins(), tally.draws(), tally.losses(), 100 * tally.score(),
                points(tally.points()), tally.games(), seconds);
        out.println(a.name() + " against " + b.name() + ": " + new EloEstimate(tally).describe());
        if (pdn != null) {
            Pdn.write(pdn, pdnGames(result));
            out.println("wrote " + games + " games to " + pdn);
        }
        out.flush();
        return 0;
    }

    /** Every game as PDN: the initial position, the opening's moves and the players', in game order. */
    private static List<PdnGame> pdnGames(MatchResult result) {
        List<PdnGame> games = new ArrayList<>(result.games().size());
        for (PlayedGame game : result.games()) {
            boolean aBlack = game.aSide() == Side.BLACK;
            Map<String, String> tags = new LinkedHashMap<>();
            tags.put("Event", "evodraughts match " + result.playerA() + " vs " + result.playerB());
            tags.put("Round", Integer.toString(game.index() + 1));
            tags.put("Black", aBlack ? result.playerA() : result.playerB());
            tags.put("White", aBlack ? result.playerB() : result.playerA());
            games.add(new PdnGame(tags, Position.initial(), game.moves(), game.outcome().pdnResult()));
        }
        return games;
    }

    private static String points(double points) {
        return points == Math.rint(points) ? String.valueOf((long) points) : String.format(Locale.ROOT, "%.1f", points);
    }
}
