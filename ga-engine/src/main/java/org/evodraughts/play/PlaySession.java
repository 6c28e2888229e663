package org.evodraughts.play;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.time.LocalDate;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.evodraughts.checkers.Game;
import org.evodraughts.checkers.Move;
import org.evodraughts.checkers.Outcome;
import org.evodraughts.checkers.Position;
import org.evodraughts.checkers.Side;
import org.evodraughts.checkers.notation.MoveText;
import org.evodraughts.checkers.notation.Pdn;
import org.evodraughts.checkers.notation.PdnGame;
import org.evodraughts.checkers.search.SearchResult;
import org.evodraughts.checkers.search.SearchScore;

/**
 * A game between a person and an {@link Agent} in text: the loop that shows the board and the
 * numbered legal moves, reads the person's lines, and plays the agent's replies. It reads
 * {@link Lines}: edited on a terminal, or plain from a pipe or a test, where with {@code echo}
 * on each line read is printed after the prompt, so the transcript reads as if typed. The end
 * of the input ends the session cleanly.
 *
 * <p>After the game ends (by the rules or a resignation) the loop still takes {@code save},
 * {@code undo}, {@code moves}, {@code help} and {@code quit}. Not thread-safe: one session per
 * game.
 */
public final class PlaySession {
    static final String HELP = """
            Type a move as 11-15 (a step) or 15x24 (a capture; a multiple capture as 15x24x31,
            or just its ends when only one capture fits), or the number of a listed move.
            Commands:
              moves       show the board and the legal moves again
              flip        turn the board half a turn (and back)
              hint        ask the agent which move it would play for you
              undo        take back your last move and the agent's reply
              resign      give up the game
              save FILE   write the game so far to FILE as PDN
              quit        stop playing (the end of the input does the same)
              help        show this text""";

    /** The list of legal moves is wrapped to this width. */
    private static final int LINE_WIDTH = 80;

    private final Lines in;
    private final PrintWriter out;
    private final Game game;
    private final Side person;
    private final Agent agent;
    private boolean resigned;
    private boolean flipped;

    /**
     * @param in     the person's lines
     * @param out    where the game is shown (flushed at every prompt)
     * @param game   the game to continue (usually a new one); the session plays on it
     * @param person the colour the person plays; the agent plays the other
     * @param agent  the program's side
     */
    public PlaySession(Lines in, PrintWriter out, Game game, Side person, Agent agent) {
        if (in == null || out == null || game == null || person == null || agent == null) {
            throw new IllegalArgumentException("a play session needs input, output, a game, the person's colour and an agent");
        }
        this.in = in;
        this.out = out;
        this.game = game;
        this.person = person;
        this.agent = agent;
    }

    /** Plays until the person quits or the input ends. */
    public void run() throws IOException {
        out.printf("You play %s, %s plays %s. Type help for the commands.%n", name(person), agent.name(),
                name(person.opponent()));
        boolean show = true;
        while (true) {
            if (!isOver() && game.position().sideToMove() != person) {
                agentMoves();
                show = true;
                continue;
            }
            if (show) {
                showTurn();
                show = false;
            }
            out.flush();
            String line = in.read(isOver() ? "game over> " : "move> ");
            if (line == null) {
                out.println();
                out.println(isOver() ? "End of input." : "End of input; the game was not finished.");
                out.flush();
                return;
            }
            if (isOver() && !line.isBlank() && Character.isDigit(line.strip().charAt(0))) {
                out.println("The game is over; you can undo, save FILE or quit.");
                continue;
            }
            switch (Input.parse(line, game.position(), numberedMoves(game.position()))) {
                case Input.Play play -> show = play(play.move());
                case Input.Undo _ -> show = undo();
                case Input.Hint _ -> hint();
                case Input.Moves _ -> show = true;
                case Input.Flip _ -> {
                    flipped = !flipped;
                    show = true;
                }
                case Input.Resign _ -> show = resign();
                case Input.Save save -> save(save.file());
                case Input.Help _ -> out.println(HELP);
                case Input.Blank _ -> { }
                case Input.Mistake mistake -> out.println(mistake.message());
                case Input.Quit _ -> {
                    out.println(isOver() ? "Bye." : "Bye; the game was not finished.");
                    out.flush();
                    return;
                }
            }
        }
    }

    /** The game as PDN: its moves and result so far ({@code *} while it goes on), a resignation included. */
    public PdnGame record() {
        Map<String, String> tags = new LinkedHashMap<>();
        tags.put("Event", "evodraughts play");
        tags.put("Date", LocalDate.now().format(DateTimeFormatter.ofPattern("yyyy.MM.dd")));
        tags.put("Black", person == Side.BLACK ? "you" : agent.name());
        tags.put("White", person == Side.WHITE ? "you" : agent.name());
        String result = resigned ? Outcome.winFor(person.opponent()).pdnResult()
                : game.isOver() ? game.outcome().pdnResult() : "*";
        return new PdnGame(tags, game.start(), game.moves(), result);
    }

    /** The legal moves in the order they are listed and numbered: by origin, destination, then route. */
    static List<Move> numberedMoves(Position position) {
        List<Move> moves = new ArrayList<>(position.legalMoves());
        moves.sort(Comparator.comparingInt(Move::from).thenComparingInt(Move::to)
                .thenComparing(m -> MoveText.format(position, m)));
        return moves;
    }

    private boolean isOver() {
        return resigned || game.isOver();
    }

    private boolean play(Move move) {
        if (isOver()) {
            out.println("The game is over; you can undo, save FILE or quit.");
            return false;
        }
        out.println("You play " + MoveText.format(game.position(), move) + ".");
        game.play(move);
        return true;
    }

    private void agentMoves() {
        Position position = game.position();
        AgentMove choice = agent.think(position);
        out.println(agent.name() + " plays " + MoveText.format(position, choice.move()) + " "
                + figures(choice, position.sideToMove()) + ".");
        out.flush();
        game.play(choice.move());
    }

    private void hint() {
        if (isOver()) {
            out.println("The game is over; there is nothing to hint.");
            return;
        }
        Position position = game.position();
        AgentMove choice = agent.think(position);
        int number = numberedMoves(position).indexOf(choice.move()) + 1;
        out.println("Hint: " + MoveText.format(position, choice.move()) + " (move " + number + ") "
                + figures(choice, position.sideToMove()) + ".");
    }

    private boolean undo() {
        if (resigned) {
            out.println("You resigned; the game is over. You can save FILE or quit.");
            return false;
        }
        List<Position> positions = game.positions();
        boolean personMoved = false;
        for (int ply = 0; ply < positions.size() - 1 && !personMoved; ply++) {
            personMoved = positions.get(ply).sideToMove() == person;
        }
        if (!personMoved) {
            out.println("There is no move of yours to take back.");
            return false;
        }
        // Take back the agent's replies, then the person's move before them.
        int undone = 0;
        boolean personsMove;
        do {
            personsMove = game.positions().get(game.moves().size() - 1).sideToMove() == person;
            game.undo();
            undone++;
        } while (!personsMove);
        out.println(undone == 1 ? "Took back your last move." : "Took back your last move and the agent's reply.");
        return true;
    }

    private boolean resign() {
        if (isOver()) {
            out.println("The game is already over.");
            return false;
        }
        resigned = true;
        out.println("You resign; " + name(person.opponent()) + " (" + agent.name() + ") wins.");
        return false;
    }

    private void save(String file) {
        try {
            Path target = Path.of(file).toAbsolutePath();
            if (!Files.isDirectory(target.getParent())) {
                out.println("Could not save to " + file + ": directory " + target.getParent() + " does not exist.");
                return;
            }
            Pdn.write(target, List.of(record()));
            out.println("Saved the game to " + file + ".");
        } catch (IOException | InvalidPathException e) {
            out.println("Could not save to " + file + ": " + e);
        }
    }

    private void showTurn() {
        out.println();
        out.print(BoardDiagram.draw(game.position(), flipped));
        if (isOver()) {
            out.println(ending());
            out.println("You can undo, save FILE or quit.");
            return;
        }
        Side toMove = game.position().sideToMove();
        out.println(capitalised(name(toMove)) + " to move (you). Move " + (game.moves().size() / 2 + 1) + ".");
        List<Move> moves = numberedMoves(game.position());
        StringBuilder line = new StringBuilder("Legal moves:");
        for (int i = 0; i < moves.size(); i++) {
            String item = (i + 1) + ") " + MoveText.format(game.position(), moves.get(i));
            if (line.length() + 2 + item.length() > LINE_WIDTH) {
                out.println(line);
                line = new StringBuilder(" ".repeat("Legal moves:".length()));
            }
            line.append("  ").append(item);
        }
        out.println(line);
    }

    private String ending() {
        if (resigned) {
            return "Game over: you resigned; " + name(person.opponent()) + " wins.";
        }
        Outcome outcome = game.outcome();
        String how = switch (outcome) {
            case BLACK_WINS -> "Black wins: White has no legal move";
            case WHITE_WINS -> "White wins: Black has no legal move";
            case DRAW_BY_REPETITION -> "drawn by repetition";
            case DRAW_BY_NO_PROGRESS -> "drawn: " + game.rules().noProgressMovesPerSide()
                    + " moves each without a capture or a man moving";
            case DRAW_BY_MOVE_LIMIT -> "drawn: the limit of " + game.rules().maxMovesPerSide() + " moves each was reached";
        };
        String verdict = outcome.isDraw() ? "" : outcome.winner() == person ? " You won." : " You lost.";
        return "Game over: " + how + "." + verdict;
    }

    /**
     * {@code (evaluation +0.125 for black; depth 8, 12345 nodes, 0.031 s)}, or that the move
     * was the only one; {@code mover} is the side the value is for.
     */
    static String figures(AgentMove choice, Side mover) {
        if (choice.forced()) {
            return "(the only legal move)";
        }
        SearchResult result = choice.search();
        String value = SearchScore.isDecisive(result.value())
                ? plies(result.value() > 0 ? "wins" : "loses", SearchScore.pliesToEnd(result.value()))
                : String.format(Locale.ROOT, "evaluation %+.3f", result.value());
        return String.format(Locale.ROOT, "(%s for %s; depth %d, %d nodes, %.3f s)",
                value, name(mover), result.depth(), result.nodes(), result.time().toNanos() / 1e9);
    }

    private static String plies(String verb, int plies) {
        return verb + " in " + plies + (plies == 1 ? " ply" : " plies");
    }

    private static String name(Side side) {
        return side.name().toLowerCase(Locale.ROOT);
    }

    private static String capitalised(String text) {
        return Character.toUpperCase(text.charAt(0)) + text.substring(1);
    }
}
