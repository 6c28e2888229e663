package org.evodraughts.checkers.match;

import java.util.List;

/**
 * A finished match: its games in index order and A's tally.
 */
public record MatchResult(String playerA, String playerB, List<PlayedGame> games, MatchTally tally) {
    public MatchResult {
        games = List.copyOf(games);
    }
}
