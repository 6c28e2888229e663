package org.evodraughts.checkers.notation;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.evodraughts.checkers.Move;
import org.evodraughts.checkers.Position;
import org.evodraughts.files.AtomicFiles;
import org.evodraughts.files.TextFiles;

/**
 * PDN 3.0 game files for English draughts (GameType 21): reading and writing {@link PdnGame}s.
 *
 * <p>Reading accepts several games per text, tag pairs, comments {@code {...}} and
 * {@code ;...}, variations {@code (...)} (skipped), NAGs ({@code $3}) and {@code !}/{@code ?}
 * suffixes, move numbers or none, and captures written with every landing square or, when
 * only one legal move fits, with just their ends. Every move is checked against the rules; a
 * bad game gets a {@link NotationException} naming the game, the move number and side, the
 * line, the token and why.
 *
 * <p>Writing puts the roster tags first, then {@code Result}, {@code GameType "21"}, and
 * {@code SetUp "1"} with {@code FEN} when the game does not start from the initial position,
 * then any other tags. Moves are numbered ({@code 1. 11-15 23-19}; {@code 1... 23-19} when
 * White moves first), captures list every landing square, and lines are wrapped at 80
 * characters. What is written reads back to an equal {@link PdnGame}.
 *
 * <p>Stateless and thread-safe.
 */
public final class Pdn {
    /** Movetext lines are wrapped to at most this many characters. */
    public static final int LINE_WIDTH = 80;

    private Pdn() {}

    /** Reads every game of a PDN text, in order. */
    public static List<PdnGame> parse(String text) {
        return List.copyOf(new PdnReader(text).read());
    }

    /**
     * Reads every game of a PDN file, UTF-8 or (failing that) ISO-8859-1, the encoding of
     * older PDN files. A {@link NotationException}'s message starts with the file name.
     */
    public static List<PdnGame> read(Path file) throws IOException {
        byte[] bytes = TextFiles.readBytes(file, "PDN file"); // a missing file or a directory said in words
        String text;
        try {
            text = StandardCharsets.UTF_8.newDecoder().decode(ByteBuffer.wrap(bytes)).toString();
        } catch (CharacterCodingException e) {
            text = new String(bytes, StandardCharsets.ISO_8859_1);
        }
        try {
            return parse(text);
        } catch (NotationException e) {
            throw new NotationException(file + ": " + e.getMessage());
        }
    }

    /** Writes one game: its tags, a blank line, and its movetext ending with the result. */
    public static String format(PdnGame game) {
        StringBuilder out = new StringBuilder();
        for (String name : PdnGame.ROSTER) {
            tag(out, name, game.tags().get(name));
        }
        tag(out, "Result", game.result());
        tag(out, "GameType", "21");
        if (!game.start().equals(Position.initial())) {
            tag(out, "SetUp", "1");
            tag(out, "FEN", Fen.format(game.start()));
        }
        for (Map.Entry<String, String> entry : game.tags().entrySet()) {
            if (!PdnGame.ROSTER.contains(entry.getKey())) {
                tag(out, entry.getKey(), entry.getValue());
            }
        }
        out.append('\n');
        movetext(out, game);
        return out.toString();
    }

    /** Writes several games, separated by blank lines. */
    public static String format(List<PdnGame> games) {
        StringBuilder out = new StringBuilder();
        for (PdnGame game : games) {
            if (!out.isEmpty()) {
                out.append('\n');
            }
            out.append(format(game));
        }
        return out.toString();
    }

    /**
     * Writes games to a UTF-8 file atomically ({@link AtomicFiles}): a reader never sees half a
     * file, and a failed write leaves the old file as it was.
     */
    public static void write(Path file, List<PdnGame> games) throws IOException {
        AtomicFiles.writeString(file, format(games));
    }

    private static void tag(StringBuilder out, String name, String value) {
        out.append('[').append(name).append(" \"")
                .append(value.replace("\\", "\\\\").replace("\"", "\\\""))
                .append("\"]\n");
    }

    /** The numbered moves and the result, wrapped so that a move number stays with its move. */
    private static void movetext(StringBuilder out, PdnGame game) {
        Position position = game.start();
        int lineStart = out.length();
        int ply = position.blackToMove() ? 0 : 1;
        for (Move move : game.moves()) {
            String text = MoveText.format(position, move);
            if (ply % 2 == 0) {
                text = (ply / 2 + 1) + ". " + text;
            } else if (ply == 1 && !game.start().blackToMove()) {
                text = "1... " + text; // White begins a set-up game
            }
            lineStart = append(out, lineStart, text);
            position = position.play(move);
            ply++;
        }
        append(out, lineStart, game.result());
        out.append('\n');
    }

    /** Appends a unit after a space, or on a new line when it would pass the width; returns the line start. */
    private static int append(StringBuilder out, int lineStart, String unit) {
        if (out.length() > lineStart) {
            if (out.length() - lineStart + 1 + unit.length() > LINE_WIDTH) {
                out.append('\n');
                lineStart = out.length();
            } else {
                out.append(' ');
            }
        }
        out.append(unit);
        return lineStart;
    }
}
