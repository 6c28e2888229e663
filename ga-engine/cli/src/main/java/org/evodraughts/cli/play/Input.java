package org.evodraughts.cli.play;

import java.util.List;
import java.util.Locale;
import org.evodraughts.checkers.Move;
import org.evodraughts.checkers.Position;
import org.evodraughts.checkers.notation.MoveText;
import org.evodraughts.checkers.notation.NotationException;

/**
 * One line the person typed, understood: a move, a command, or a mistake with its explanation.
 * {@link #parse} never throws, so no input can crash the game loop.
 */
public sealed interface Input {
    /** A legal move of the position, typed as PDN ({@code 11-15}, {@code 15x24}) or by its number. */
    record Play(Move move) implements Input {}

    /** Take back the person's last move and the agent's reply. */
    record Undo() implements Input {}

    /** Ask the agent which move it would play for the person. */
    record Hint() implements Input {}

    /** Show the board and the numbered legal moves again. */
    record Moves() implements Input {}

    /** Give up the game. */
    record Resign() implements Input {}

    /** Write the game so far to a PDN file. */
    record Save(String file) implements Input {}

    /** Stop playing. */
    record Quit() implements Input {}

    /** Turn the board half a turn, for the rest of the game. */
    record Flip() implements Input {}

    /** List the commands. */
    record Help() implements Input {}

    /** A blank line: nothing to do. */
    record Blank() implements Input {}

    /** Input that is not understood or not legal, with a message saying why. */
    record Mistake(String message) implements Input {}

    /**
     * Reads a line against the current position and its numbered moves ({@code numbered.get(0)}
     * is move 1). Commands are case-insensitive.
     */
    static Input parse(String line, Position position, List<Move> numbered) {
        String text = line == null ? "" : line.strip();
        if (text.isEmpty()) {
            return new Blank();
        }
        String[] words = text.split("\\s+", 2);
        String word = words[0].toLowerCase(Locale.ROOT);
        String rest = words.length > 1 ? words[1].strip() : "";
        Input command = switch (word) {
            case "undo" -> new Undo();
            case "hint" -> new Hint();
            case "moves" -> new Moves();
            case "flip" -> new Flip();
            case "resign" -> new Resign();
            case "quit", "exit" -> new Quit();
            case "help", "?" -> new Help();
            case "save" -> rest.isEmpty() ? new Mistake("save needs a file name, e.g. save game.pdn") : new Save(rest);
            default -> null;
        };
        if (command != null) {
            if (!rest.isEmpty() && !(command instanceof Save)) {
                return new Mistake("'" + word + "' takes nothing after it");
            }
            return command;
        }
        if (text.chars().allMatch(Character::isDigit)) {
            return byNumber(text, numbered);
        }
        if (text.matches("[0-9]+\\s*[-xX].*")) {
            try {
                return new Play(MoveText.parse(position, text));
            } catch (NotationException e) {
                return new Mistake(e.getMessage());
            }
        }
        return new Mistake("'" + text + "' is neither a move nor a command; type a move such as 11-15 or 15x24,"
                + " the number of a listed move, or help");
    }

    private static Input byNumber(String digits, List<Move> numbered) {
        if (numbered.isEmpty()) {
            return new Mistake("there is no legal move to choose");
        }
        String choose = numbered.size() == 1 ? "choose 1, the only legal move" : "choose a number in 1–" + numbered.size();
        // Up to 3 digits: more cannot be a listed move, and must not overflow parseInt.
        int number = digits.length() > 3 ? Integer.MAX_VALUE : Integer.parseInt(digits);
        if (number < 1 || number > numbered.size()) {
            return new Mistake("there is no move " + digits + "; " + choose);
        }
        return new Play(numbered.get(number - 1));
    }
}
