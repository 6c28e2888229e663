package org.evodraughts.checkers.notation;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.evodraughts.checkers.Move;
import org.evodraughts.checkers.Position;

/**
 * Reads the games of a PDN text, replaying every move against the rules. One reader reads one
 * text once; use {@link Pdn#parse}.
 *
 * <p>The text is scanned token by token: tag pairs {@code [Name "value"]}, comments
 * {@code {...}} and {@code ;...}, escape lines starting with {@code %}, variations
 * {@code (...)} (skipped with everything inside), NAGs {@code $n}, move numbers {@code 12.} and
 * {@code 12...}, moves with optional {@code !}/{@code ?} suffixes, and results. A game ends at
 * its result, or where the next game's tags begin, or at the end of the text.
 */
final class PdnReader {
    private final String text;
    private int pos;
    private int line = 1;

    private final List<PdnGame> games = new ArrayList<>();
    /** The game being read, or null between games. */
    private GameInProgress game;

    PdnReader(String text) {
        this.text = text.startsWith("\uFEFF") ? text.substring(1) : text; // a byte-order mark
    }

    List<PdnGame> read() {
        while (true) {
            skipWhitespace();
            if (pos >= text.length()) {
                break;
            }
            char c = text.charAt(pos);
            switch (c) {
                case '[' -> tag();
                case '{' -> comment();
                case ';' -> skipLine();
                case '(' -> variation();
                case '$' -> nag();
                case ')', ']', '}' -> throw error("unexpected '" + c + "'");
                default -> {
                    if (c == '%' && atLineStart()) {
                        skipLine(); // an escape line, for other programs' data
                    } else {
                        word();
                    }
                }
            }
        }
        if (game != null) {
            finish(null);
        }
        return games;
    }

    private void tag() {
        int tagLine = line;
        pos++; // '['
        skipSpaces();
        int nameStart = pos;
        while (pos < text.length() && isNameChar(text.charAt(pos))) {
            pos++;
        }
        String name = text.substring(nameStart, pos);
        if (name.isEmpty() || !Character.isLetter(name.charAt(0))) {
            throw error("a tag must start with its name (a letter, then letters, digits or '_'),"
                    + " as in [Event \"...\"]");
        }
        skipSpaces();
        if (pos >= text.length() || text.charAt(pos) != '"') {
            throw error("tag " + name + " must have a value in double quotes");
        }
        pos++;
        StringBuilder value = new StringBuilder();
        while (true) {
            if (pos >= text.length() || text.charAt(pos) == '\n') {
                throw error("the value of tag " + name + " is not closed by '\"'");
            }
            char c = text.charAt(pos++);
            if (c == '"') {
                break;
            }
            if (c == '\\' && pos < text.length() && (text.charAt(pos) == '"' || text.charAt(pos) == '\\')) {
                c = text.charAt(pos++);
            }
            value.append(c);
        }
        skipSpaces();
        if (pos >= text.length() || text.charAt(pos) != ']') {
            throw error("tag " + name + " is not closed by ']'");
        }
        pos++;
        if (game != null && game.started()) {
            finish(null); // tags after movetext begin the next game
        }
        if (game == null) {
            game = new GameInProgress(games.size() + 1, tagLine);
        }
        if (game.tags.putIfAbsent(name, value.toString()) != null) {
            throw error("tag " + name + " appears twice");
        }
    }

    private void comment() {
        int start = line;
        int close = text.indexOf('}', pos);
        if (close < 0) {
            throw new NotationException(where(start) + "comment '{' is never closed");
        }
        advanceTo(close + 1);
    }

    private void variation() {
        int start = line;
        int depth = 0;
        while (pos < text.length()) {
            char c = text.charAt(pos);
            switch (c) {
                case '(' -> {
                    depth++;
                    pos++;
                }
                case ')' -> {
                    depth--;
                    pos++;
                    if (depth == 0) {
                        return;
                    }
                }
                case '{' -> comment(); // a comment may hold parentheses
                case ';' -> skipLine();
                case '\n' -> {
                    line++;
                    pos++;
                }
                default -> pos++;
            }
        }
        throw new NotationException(where(start) + "variation '(' is never closed");
    }

    private void nag() {
        int start = pos++;
        while (pos < text.length() && Character.isDigit(text.charAt(pos))) {
            pos++;
        }
        if (pos == start + 1) {
            throw error("'$' must be followed by a number (a NAG such as $1)");
        }
    }

    /** A move number, a move or a result. */
    private void word() {
        int start = pos;
        while (pos < text.length() && !isDelimiter(text.charAt(pos))) {
            pos++;
        }
        String word = text.substring(start, pos);
        int digits = 0;
        while (digits < word.length() && Character.isDigit(word.charAt(digits))) {
            digits++;
        }
        int dots = digits;
        while (dots < word.length() && word.charAt(dots) == '.') {
            dots++;
        }
        if (dots > digits) {
            word = word.substring(dots); // a move number, perhaps joined to its move: "1.11-15"
        }
        int end = word.length();
        while (end > 0 && (word.charAt(end - 1) == '!' || word.charAt(end - 1) == '?')) {
            end--; // an annotation: "!", "?!", ...
        }
        word = word.substring(0, end);
        if (word.isEmpty()) {
            return;
        }
        if (game == null) {
            game = new GameInProgress(games.size() + 1, line);
        }
        if (PdnGame.RESULTS.contains(word)) {
            finish(word);
        } else {
            game.play(word, line);
        }
    }

    /** Ends the game being read; {@code terminator} is the result written after its moves, or null. */
    private void finish(String terminator) {
        GameInProgress g = game;
        game = null;
        String tagged = g.tags.remove("Result");
        if (tagged != null && !PdnGame.RESULTS.contains(tagged)) {
            throw g.error("Result tag '" + tagged + "' is not one of " + String.join(", ", PdnGame.RESULTS));
        }
        if (tagged != null && terminator != null && !tagged.equals(terminator)) {
            throw g.error("the Result tag says " + tagged + " but the moves end with " + terminator);
        }
        String result = terminator != null ? terminator : tagged != null ? tagged : "*";
        g.start(); // a game without moves still needs a valid start position
        g.tags.remove("FEN");
        g.tags.remove("SetUp");
        g.tags.remove("GameType");
        games.add(new PdnGame(g.tags, g.start, g.moves, result));
    }

    private void skipWhitespace() {
        while (pos < text.length() && Character.isWhitespace(text.charAt(pos))) {
            if (text.charAt(pos) == '\n') {
                line++;
            }
            pos++;
        }
    }

    private void skipSpaces() {
        while (pos < text.length() && (text.charAt(pos) == ' ' || text.charAt(pos) == '\t')) {
            pos++;
        }
    }

    private void skipLine() {
        int end = text.indexOf('\n', pos);
        pos = end < 0 ? text.length() : end; // the newline itself is counted by skipWhitespace
    }

    private void advanceTo(int end) {
        for (int i = pos; i < end; i++) {
            if (text.charAt(i) == '\n') {
                line++;
            }
        }
        pos = end;
    }

    private boolean atLineStart() {
        return pos == 0 || text.charAt(pos - 1) == '\n';
    }

    private static boolean isNameChar(char c) {
        return c < 128 && (Character.isLetterOrDigit(c) || c == '_');
    }

    private static boolean isDelimiter(char c) {
        return Character.isWhitespace(c) || "[]{}();$".indexOf(c) >= 0;
    }

    private NotationException error(String why) {
        return new NotationException(where(line) + why);
    }

    private String where(int line) {
        return (game != null ? "game " + game.number + ", " : "") + "line " + line + ": ";
    }

    /** The tags and moves read so far of one game. */
    private static final class GameInProgress {
        final int number;
        final int firstLine;
        final Map<String, String> tags = new LinkedHashMap<>();
        final List<Move> moves = new ArrayList<>();
        Position start;
        Position position;

        GameInProgress(int number, int firstLine) {
            this.number = number;
            this.firstLine = firstLine;
        }

        boolean started() {
            return start != null;
        }

        /** Fixes the start position from the tags, once. */
        void start() {
            if (start != null) {
                return;
            }
            String gameType = tags.get("GameType");
            if (gameType != null && !gameType.strip().split(",", -1)[0].strip().equals("21")) {
                throw error("GameType '" + gameType + "' is not English draughts (21)");
            }
            String fen = tags.get("FEN");
            if (fen == null && "1".equals(tags.get("SetUp"))) {
                throw error("SetUp is 1 but there is no FEN tag");
            }
            try {
                start = fen == null ? Position.initial() : Fen.parse(fen);
            } catch (NotationException e) {
                throw error("FEN tag: " + e.getMessage());
            }
            position = start;
        }

        void play(String token, int line) {
            start();
            // PDN numbers moves from 1 whatever the start; a game that White begins starts "1...".
            int ply = moves.size() + (start.blackToMove() ? 0 : 1);
            int number = ply / 2 + 1;
            String side = position.blackToMove() ? "Black" : "White";
            Move move;
            try {
                move = MoveText.parse(position, token);
            } catch (NotationException e) {
                // MoveText's message names the token and says why (listing the legal moves).
                throw new NotationException("game " + this.number + ", move " + number + " (" + side + ") at line "
                        + line + ": " + e.getMessage());
            }
            moves.add(move);
            position = position.play(move);
        }

        NotationException error(String why) {
            return new NotationException("game " + number + " (from line " + firstLine + "): " + why);
        }
    }
}
