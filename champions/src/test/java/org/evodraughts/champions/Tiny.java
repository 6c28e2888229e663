package org.evodraughts.champions;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.evodraughts.checkers.DrawRules;
import org.evodraughts.checkers.match.ChampionSettings;
import org.evodraughts.checkers.search.AlphaBetaSettings;
import org.evodraughts.checkers.search.SearchSettings;
import org.evodraughts.network.Network;

/** Small, fast evaluation settings and random networks for tests. */
final class Tiny {
    /** Games end after 20 moves a side: short games, many draws. */
    static final DrawRules SHORT_GAMES = new DrawRules(20, 3, 10);
    static final SearchSettings SEARCH = AlphaBetaSettings.depth(1);
    static final ChampionSettings SETTINGS = ChampionSettings.defaults()
            .withBaselines(List.of("random", "heuristic:1"), 2)
            .withRules(SHORT_GAMES);

    private Tiny() {
    }

    static Network network(long seed) {
        return Network.random(new SplittableRandom(seed));
    }

    /** {@code size} random networks; points size-1, size-2, …, 0 (so the list is ranked). */
    static List<Network> population(long seed, int size) {
        List<Network> networks = new ArrayList<>();
        SplittableRandom random = new SplittableRandom(seed);
        for (int i = 0; i < size; i++) {
            networks.add(Network.random(random));
        }
        return networks;
    }

    /** The champion of a generation of {@code size} ({@link #population}), with rank 1's {@link #rankedPoints}. */
    static Champion topOf(int generation, int size) {
        return new Champion(generation, population(generation, size).getFirst(), rankedPoints(size)[0]);
    }

    static double[] rankedPoints(int size) {
        double[] points = new double[size];
        for (int i = 0; i < size; i++) {
            points[i] = 2.0 * (size - 1 - i);
        }
        return points;
    }

    static Champion champion(int generation, long seed) {
        return new Champion(generation, network(seed), 10 + generation);
    }
}
