package org.evodraughts.ladder;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.IntConsumer;
import org.evodraughts.checkers.match.MatchSettings;
import org.evodraughts.checkers.match.MatchTally;
import org.evodraughts.checkers.match.OpeningMatch;
import org.evodraughts.checkers.match.PoolGames;
import org.evodraughts.checkers.match.PlayedGame;

/**
 * A round robin between players followed by an {@link EloFit}: every pair plays
 * {@link LadderSettings#gamesPerPair()} games (the same openings for every pair, each with
 * both colours), all games of all pairs sharing one pool of threads. Game g of a pair is
 * {@link OpeningMatch#playGame} game g with the ladder's seed, so the results do not depend on
 * the thread count (unless a search has a time limit). Stateless.
 */
public final class Ladder {
    private Ladder() {}

    /**
     * Plays and fits the ladder.
     *
     * @param players  at least two players with distinct names
     * @param anchor   the player whose rating is fixed at {@code anchorElo}
     * @param progress hears the number of games finished so far, from the games' threads
     */
    public static LadderResult play(List<LadderPlayer> players, int anchor, double anchorElo, LadderSettings settings,
                                    IntConsumer progress) {
        ResultTable table = new ResultTable(players.stream().map(LadderPlayer::name).toList());
        MatchSettings match = new MatchSettings(settings.gamesPerPair(), 0, settings.rules(), settings.seed(), 1);
        AtomicInteger finished = new AtomicInteger();
        List<int[]> pairs = new ArrayList<>();
        for (int a = 0; a < players.size(); a++) {
            for (int b = a + 1; b < players.size(); b++) {
                pairs.add(new int[] {a, b});
            }
        }
        int perPair = settings.gamesPerPair();
        List<PlayedGame> games;
        try (ExecutorService pool = Executors.newFixedThreadPool(settings.threads(), Thread.ofPlatform().daemon()
                .name("ladder-", 0).factory())) {
            games = PoolGames.play(pool, pairs.size() * perPair, i -> {
                int[] pair = pairs.get(i / perPair);
                PlayedGame game = OpeningMatch.playGame(players.get(pair[0]).spec(), players.get(pair[1]).spec(), match,
                        settings.openings(), i % perPair);
                progress.accept(finished.incrementAndGet());
                return game;
            });
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("the ladder was interrupted", e);
        }
        for (int p = 0; p < pairs.size(); p++) {
            MatchTally tally = MatchTally.EMPTY;
            for (PlayedGame game : games.subList(p * perPair, (p + 1) * perPair)) {
                tally = tally.plus(game.outcome(), game.aSide());
            }
            table.add(pairs.get(p)[0], pairs.get(p)[1], tally);
        }
        return result(players, table, anchor, anchorElo, settings.virtualDraws());
    }

    /** Fits the ratings of a filled table and puts them beside the players' totals. */
    static LadderResult result(List<LadderPlayer> players, ResultTable table, int anchor, double anchorElo,
                               double virtualDraws) {
        List<Rating> ratings = EloFit.fit(table, anchor, anchorElo, virtualDraws);
        List<LadderResult.Row> rows = new ArrayList<>();
        for (int i = 0; i < players.size(); i++) {
            rows.add(new LadderResult.Row(players.get(i), ratings.get(i), table.games(i), table.points(i)));
        }
        return new LadderResult(rows, players.get(anchor).name());
    }

    /** The number of games a ladder of {@code players} plays. */
    public static long totalGames(int players, int gamesPerPair) {
        return (long) players * (players - 1) / 2 * gamesPerPair;
    }
}
