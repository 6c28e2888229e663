package org.evodraughts.ga.tournament;

import java.util.ArrayList;
import java.util.List;
import java.util.random.RandomGenerator;
import org.evodraughts.ga.config.TournamentScheme;

/** Who plays whom: the games of one tournament, in index order. Stateless. */
public final class Schedule {
    private Schedule() {}

    /**
     * The games of a tournament among {@code size} individuals.
     *
     * <ul>
     *   <li>Round robin, {@code rounds} times: pairing p counts the pairs (i, j), i &lt; j, in
     *       lexicographic order, round after round; it is games 2p (i Black) and 2p + 1 (j
     *       Black), both from opening p: rounds·size·(size − 1) games. One round is seed 001's
     *       tournament, and later rounds only add games after its own.</li>
     *   <li>Random opponents: individual i plays games i·g to i·g + g − 1 as Black (g =
     *       {@code gamesAsBlack}), each against an opponent drawn uniformly from the others with
     *       {@code opponents}, in that order, and each from its own opening: size·g games.</li>
     * </ul>
     */
    public static List<ScheduledGame> of(TournamentScheme scheme, int size, int rounds, int gamesAsBlack,
                                         RandomGenerator opponents) {
        if (size < 2) {
            throw new IllegalArgumentException("a tournament needs at least 2 individuals, got " + size);
        }
        if (rounds < 1) {
            throw new IllegalArgumentException("a round robin needs at least 1 round, got " + rounds);
        }
        List<ScheduledGame> games = new ArrayList<>();
        switch (scheme) {
            case ROUND_ROBIN -> {
                int pairing = 0;
                for (int round = 0; round < rounds; round++) {
                    for (int i = 0; i < size; i++) {
                        for (int j = i + 1; j < size; j++) {
                            games.add(new ScheduledGame(2 * pairing, i, j, pairing));
                            games.add(new ScheduledGame(2 * pairing + 1, j, i, pairing));
                            pairing++;
                        }
                    }
                }
            }
            case RANDOM_OPPONENTS -> {
                for (int i = 0; i < size; i++) {
                    for (int k = 0; k < gamesAsBlack; k++) {
                        int opponent = opponents.nextInt(size - 1);
                        int index = games.size();
                        games.add(new ScheduledGame(index, i, opponent >= i ? opponent + 1 : opponent, index));
                    }
                }
            }
        }
        return List.copyOf(games);
    }

    /**
     * {@code games} followed by the hall of fame's: for each individual i (0 to size − 1) and each
     * member m (0 to members − 1), player {@code size + m}, two games from one new opening, i
     * Black first. Indices and openings go on after those of {@code games}.
     */
    public static List<ScheduledGame> withHallOfFame(List<ScheduledGame> games, int size, int members) {
        if (members == 0) {
            return games;
        }
        List<ScheduledGame> all = new ArrayList<>(games);
        int opening = games.stream().mapToInt(ScheduledGame::opening).max().orElse(-1) + 1;
        for (int i = 0; i < size; i++) {
            for (int m = 0; m < members; m++, opening++) {
                all.add(new ScheduledGame(all.size(), i, size + m, opening));
                all.add(new ScheduledGame(all.size(), size + m, i, opening));
            }
        }
        return List.copyOf(all);
    }
}
