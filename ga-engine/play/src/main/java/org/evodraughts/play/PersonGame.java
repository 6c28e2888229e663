package org.evodraughts.play;

import java.time.LocalDate;
import java.time.format.DateTimeFormatter;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.evodraughts.checkers.Game;
import org.evodraughts.checkers.Move;
import org.evodraughts.checkers.Outcome;
import org.evodraughts.checkers.Position;
import org.evodraughts.checkers.Side;
import org.evodraughts.checkers.players.TimeControl;
import org.evodraughts.checkers.notation.PdnGame;
import org.evodraughts.checkers.search.SearchResult;
import org.evodraughts.checkers.search.SearchScore;

/**
 * A game between a person and a program, whatever shows it: the terminal ({@code cli.play.PlaySession})
 * and the browser ({@code web.PlayGame}) both keep their game here, so taking a move back, a
 * resignation, the PDN record, the text saying how the game ended and the summary of the
 * program's search are the same in both. The front ends only render, and say in their own
 * words why a request is refused.
 *
 * <p>Not thread-safe: its owner guards it.
 */
public final class PersonGame {
    private final Game game;
    private final Side person;
    private boolean resigned;

    /**
     * @param game   the game to continue (usually a new one); this plays on it
     * @param person the colour the person plays; the program plays the other
     */
    public PersonGame(Game game, Side person) {
        if (game == null || person == null) {
            throw new IllegalArgumentException("a person's game needs a game and the person's colour");
        }
        this.game = game;
        this.person = person;
    }

    public Game game() {
        return game;
    }

    public Position position() {
        return game.position();
    }

    public Side person() {
        return person;
    }

    public boolean resigned() {
        return resigned;
    }

    /** Whether the game ended, by the rules or by the person's resignation. */
    public boolean isOver() {
        return resigned || game.isOver();
    }

    /** Whether the game goes on and the person is to move. */
    public boolean personToMove() {
        return !isOver() && game.position().sideToMove() == person;
    }

    /** Plays a move of either side; the caller checks whose turn it is. */
    public void play(Move move) {
        if (isOver()) {
            throw new IllegalStateException("the game is over");
        }
        game.play(move);
    }

    /** The person gives up; the game must go on. */
    public void resign() {
        if (isOver()) {
            throw new IllegalStateException("the game is already over");
        }
        resigned = true;
    }

    /** Whether {@link #undo} can take a move back: the person has moved and has not resigned. */
    public boolean canUndo() {
        return !resigned && personHasMoved();
    }

    /** Whether the person has made a move in this game. */
    public boolean personHasMoved() {
        List<Position> positions = game.positions();
        for (int ply = 0; ply < positions.size() - 1; ply++) {
            if (positions.get(ply).sideToMove() == person) {
                return true;
            }
        }
        return false;
    }

    /**
     * Takes back the program's replies after the person's last move, then that move.
     *
     * @return the plies taken back: 1 when the game ended on the person's move, else more
     * @throws IllegalStateException if {@link #canUndo} is false
     */
    public int undo() {
        if (!canUndo()) {
            throw new IllegalStateException(resigned ? "the person resigned" : "the person has not moved");
        }
        int undone = 0;
        boolean personsMove;
        do {
            personsMove = game.positions().get(game.moves().size() - 1).sideToMove() == person;
            game.undo();
            undone++;
        } while (!personsMove);
        return undone;
    }

    /** The PDN result: {@code 1-0}, {@code 0-1}, {@code 1/2-1/2}, or {@code *} while the game goes on. */
    public String result() {
        return resigned ? Outcome.winFor(person.opponent()).pdnResult() : game.isOver() ? game.outcome().pdnResult() : "*";
    }

    /**
     * The game as PDN: its moves and result so far, a resignation included, with the person as
     * {@code you}.
     *
     * @param event   the {@code Event} tag, e.g. {@code evodraughts play}
     * @param date    the {@code Date} tag's day
     * @param program the program's name, for its colour's tag
     */
    public PdnGame record(String event, LocalDate date, String program) {
        Map<String, String> tags = new LinkedHashMap<>();
        tags.put("Event", event);
        tags.put("Date", date.format(DateTimeFormatter.ofPattern("yyyy.MM.dd")));
        tags.put("Black", person == Side.BLACK ? "you" : program);
        tags.put("White", person == Side.WHITE ? "you" : program);
        return new PdnGame(tags, game.start(), game.moves(), result());
    }

    /**
     * How the game ended, in words, e.g. {@code Drawn by repetition.} or
     * {@code White wins: Black has no legal move. You lost.}; null while it goes on.
     */
    public String ending() {
        if (resigned) {
            return "You resigned; " + name(person.opponent()) + " wins.";
        }
        Outcome outcome = game.outcome();
        if (outcome == null) {
            return null;
        }
        String how = switch (outcome) {
            case BLACK_WINS -> "Black wins: White has no legal move";
            case WHITE_WINS -> "White wins: Black has no legal move";
            case DRAW_BY_REPETITION -> "Drawn by repetition";
            case DRAW_BY_NO_PROGRESS -> "Drawn: " + game.rules().noProgressMovesPerSide()
                    + " moves each without a capture or a man moving";
            case DRAW_BY_MOVE_LIMIT -> "Drawn: the limit of " + game.rules().maxMovesPerSide() + " moves each was reached";
        };
        String verdict = outcome.isDraw() ? "" : outcome.winner() == person ? " You won." : " You lost.";
        return how + "." + verdict;
    }

    /**
     * What the program's choice in {@code position} rests on, e.g.
     * {@code evaluation +0.125 for black; depth 8, 12,345 nodes, 0.031 s} or
     * {@code wins in 3 plies for white; …}; {@code the only legal move} for a forced move; empty
     * for a baseline's move (no search ran). With a clock, its reading after the move follows:
     * {@code …, 0.031 s; clock 4:58.2}.
     */
    public static String summary(Position position, AgentMove choice) {
        String clock = choice.clock() == null ? "" : "clock " + TimeControl.reading(choice.clock());
        String figures = figures(position, choice);
        return figures.isEmpty() || clock.isEmpty() ? figures + clock : figures + "; " + clock;
    }

    private static String figures(Position position, AgentMove choice) {
        if (choice.forced()) {
            return "the only legal move";
        }
        SearchResult result = choice.search();
        if (result == null) {
            return "";
        }
        String value;
        if (SearchScore.isDecisive(result.value())) {
            int plies = SearchScore.pliesToEnd(result.value());
            value = (result.value() > 0 ? "wins" : "loses") + " in " + plies + (plies == 1 ? " ply" : " plies");
        } else {
            value = String.format(Locale.ROOT, "evaluation %+.3f", result.value() + 0.0); // a draw's -0.0 as +0.000
        }
        return String.format(Locale.ROOT, "%s for %s; depth %d, %,d nodes, %.3f s", value,
                name(position.sideToMove()), result.depth(), result.nodes(), result.time().toNanos() / 1e9);
    }

    /** A side's name in lower case: {@code black} or {@code white}. */
    public static String name(Side side) {
        return side.name().toLowerCase(Locale.ROOT);
    }
}
