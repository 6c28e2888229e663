package org.evodraughts.web;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.evodraughts.checkers.Move;
import org.evodraughts.checkers.Position;
import org.evodraughts.checkers.notation.MoveText;
import org.evodraughts.checkers.notation.PdnGame;

/**
 * A game for the viewer: its tags and result, every position from the start (so the page
 * steps through them without knowing the rules) and every move in standard notation.
 *
 * @param tags      the PDN tags, in order
 * @param result    {@code 1-0}, {@code 0-1}, {@code 1/2-1/2} or {@code *}
 * @param positions the start position, then the position after each move
 * @param moves     the moves; move {@code i} leads from position {@code i} to {@code i + 1}
 */
record GameJson(Map<String, String> tags, String result, List<BoardJson.Board> positions, List<Ply> moves) {
    /**
     * One move: its number as written in PDN ({@code 1.} or {@code 1...}), the side that made it,
     * and its text and squares.
     */
    record Ply(String number, String side, String text, List<Integer> path) {}

    static GameJson of(PdnGame game) {
        List<BoardJson.Board> positions = new ArrayList<>();
        List<Ply> plies = new ArrayList<>();
        Position position = game.start();
        positions.add(BoardJson.board(position));
        // PDN numbers a move pair from Black's move; a game that starts with White to move begins at "1...".
        int number = 1;
        for (Move move : game.moves()) {
            String text = MoveText.format(position, move);
            boolean black = position.blackToMove();
            plies.add(new Ply(number + (black ? "." : "..."), BoardJson.side(position.sideToMove()), text, BoardJson.path(text)));
            if (!black) {
                number++;
            }
            position = position.play(move);
            positions.add(BoardJson.board(position));
        }
        return new GameJson(game.tags(), game.result(), positions, plies);
    }
}
