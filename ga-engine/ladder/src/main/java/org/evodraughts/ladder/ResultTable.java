package org.evodraughts.ladder;

import java.util.HashSet;
import java.util.List;
import org.evodraughts.checkers.match.MatchTally;

/**
 * The results of games between players, by pair: how many games each pair played and how many
 * points each side scored (a win 1, a draw ½). Players are numbered by their place in
 * {@link #players()}. Not thread-safe: fill it from one thread.
 */
public final class ResultTable {
    private final List<String> players;
    private final int[][] games;
    private final double[][] points;

    /** An empty table for players with these (distinct) names. */
    public ResultTable(List<String> players) {
        if (players == null || players.size() < 2) {
            throw new IllegalArgumentException("a result table needs at least two players");
        }
        if (new HashSet<>(players).size() != players.size()) {
            throw new IllegalArgumentException("player names must be distinct: " + players);
        }
        this.players = List.copyOf(players);
        games = new int[players.size()][players.size()];
        points = new double[players.size()][players.size()];
    }

    public List<String> players() {
        return players;
    }

    public int size() {
        return players.size();
    }

    /** Adds the games of {@code a} against {@code b}, {@code tally} counted from a's side. */
    public void add(int a, int b, MatchTally tally) {
        check(a);
        check(b);
        if (a == b) {
            throw new IllegalArgumentException("a player does not play itself: " + players.get(a));
        }
        games[a][b] += tally.games();
        games[b][a] += tally.games();
        points[a][b] += tally.points();
        points[b][a] += tally.games() - tally.points();
    }

    /** Games {@code a} and {@code b} played against each other. */
    public int games(int a, int b) {
        return games[check(a)][check(b)];
    }

    /** Points {@code a} scored against {@code b}. */
    public double points(int a, int b) {
        return points[check(a)][check(b)];
    }

    /** All games of {@code player}. */
    public int games(int player) {
        int total = 0;
        for (int other = 0; other < size(); other++) {
            total += games[check(player)][other];
        }
        return total;
    }

    /** All points of {@code player}. */
    public double points(int player) {
        double total = 0;
        for (int other = 0; other < size(); other++) {
            total += points[check(player)][other];
        }
        return total;
    }

    private int check(int player) {
        if (player < 0 || player >= players.size()) {
            throw new IllegalArgumentException("no player " + player + " among " + players.size());
        }
        return player;
    }
}
