package org.evodraughts.checkers.notation;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.regex.Pattern;
import org.evodraughts.checkers.Game;
import org.evodraughts.checkers.Move;
import org.evodraughts.checkers.Position;

/**
 * One game of a PDN file: its tags, start position, moves and result. Immutable and thread-safe;
 * the moves are checked to be legal one after the other from {@code start}, so a {@code PdnGame}
 * can always be written and replayed.
 *
 * <p>{@code tags} holds the descriptive tags. The tags PDN derives from the other components —
 * {@code Result}, {@code SetUp}, {@code FEN} and {@code GameType} — are not allowed in it. The
 * constructor puts the roster tags Event, Site, Date, Round, Black and White first, in that
 * order, filling a missing one with PDN's "unknown" ({@code ?}, or {@code ????.??.??} for the
 * date), and keeps the other tags after them in their given order.
 *
 * @param tags   tag name → value, in the order they are written
 * @param start  the position the game starts from
 * @param moves  the moves, each legal in the position the previous ones lead to
 * @param result {@code 1-0} (Black won), {@code 0-1} (White won), {@code 1/2-1/2} or {@code *}
 *               (unknown or unfinished). It is not checked against the final position: a game
 *               may have been resigned or adjudicated.
 */
public record PdnGame(Map<String, String> tags, Position start, List<Move> moves, String result) {
    /** The roster tags written first in every game, in order (Result follows them). */
    public static final List<String> ROSTER = List.of("Event", "Site", "Date", "Round", "Black", "White");
    /** The possible results. */
    public static final List<String> RESULTS = List.of("1-0", "0-1", "1/2-1/2", "*");
    /** Tags that PDN derives from the start position and result, so they are not in {@link #tags}. */
    public static final Set<String> DERIVED_TAGS = Set.of("Result", "SetUp", "FEN", "GameType");

    private static final Pattern TAG_NAME = Pattern.compile("[A-Za-z][A-Za-z0-9_]*");

    public PdnGame {
        Objects.requireNonNull(tags, "tags");
        Objects.requireNonNull(start, "start");
        Objects.requireNonNull(moves, "moves");
        Objects.requireNonNull(result, "result");
        tags = ordered(tags);
        moves = List.copyOf(moves);
        if (!RESULTS.contains(result)) {
            throw new IllegalArgumentException("result '" + result + "' is not one of " + String.join(", ", RESULTS));
        }
        Position position = start;
        for (int i = 0; i < moves.size(); i++) {
            Move move = moves.get(i);
            if (!position.isLegal(move)) {
                throw new IllegalArgumentException("move " + (i + 1) + " " + move + " is not legal in "
                        + Fen.format(position));
            }
            position = position.play(move);
        }
    }

    /**
     * The record of {@code game} with the given descriptive tags. The result is the game's
     * outcome, or {@code *} while it goes on.
     */
    public static PdnGame of(Game game, Map<String, String> tags) {
        String result = game.outcome() == null ? "*" : game.outcome().pdnResult();
        return new PdnGame(tags, game.start(), game.moves(), result);
    }

    /** The position after the last move. */
    public Position end() {
        Position position = start;
        for (Move move : moves) {
            position = position.play(move);
        }
        return position;
    }

    private static Map<String, String> ordered(Map<String, String> tags) {
        Map<String, String> ordered = new LinkedHashMap<>();
        for (String name : ROSTER) {
            ordered.put(name, name.equals("Date") ? "????.??.??" : "?");
        }
        tags.forEach((name, value) -> {
            Objects.requireNonNull(name, "tag name");
            Objects.requireNonNull(value, "value of tag " + name);
            if (!TAG_NAME.matcher(name).matches()) {
                throw new IllegalArgumentException("tag name '" + name
                        + "' must be a letter followed by letters, digits or '_'");
            }
            if (DERIVED_TAGS.contains(name)) {
                throw new IllegalArgumentException("tag " + name
                        + " is derived from the game's start position and result; do not give it as a tag");
            }
            if (value.indexOf('\n') >= 0 || value.indexOf('\r') >= 0) {
                throw new IllegalArgumentException("the value of tag " + name + " contains a line break");
            }
            ordered.put(name, value);
        });
        return Collections.unmodifiableMap(ordered);
    }
}
