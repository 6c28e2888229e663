package org.evodraughts.cli.play;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import org.evodraughts.checkers.Game;
import org.evodraughts.checkers.Move;
import org.evodraughts.checkers.Position;
import org.evodraughts.checkers.Side;
import org.evodraughts.checkers.notation.MoveText;
import org.evodraughts.checkers.notation.Pdn;
import org.evodraughts.checkers.notation.PdnGame;
import org.evodraughts.checkers.search.SearchRequest;
import org.evodraughts.files.Printable;
import org.evodraughts.play.Agent;
import org.evodraughts.play.AgentMove;
import org.evodraughts.play.PersonGame;

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
    private final PersonGame game;
    private final Agent agent;
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
        this.game = new PersonGame(game, person);
        this.agent = agent;
    }

    /** Plays until the person quits or the input ends. */
    public void run() throws IOException {
        Side person = game.person();
        out.printf("You play %s, %s plays %s. Type help for the commands.%n", name(person), agent.name(),
                name(person.opponent()));
        boolean show = true;
        while (true) {
            if (!game.isOver() && !game.personToMove()) {
                agentMoves();
                show = true;
                continue;
            }
            if (show) {
                showTurn();
                show = false;
            }
            out.flush();
            String line = in.read(game.isOver() ? "game over> " : "move> ");
            if (line == null) {
                out.println();
                out.println(game.isOver() ? "End of input." : "End of input; the game was not finished.");
                out.flush();
                return;
            }
            if (game.isOver() && !line.isBlank() && Character.isDigit(line.strip().charAt(0))) {
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
                case Input.Mistake mistake -> out.println(Printable.line(mistake.message())); // it quotes what was typed
                case Input.Quit _ -> {
                    out.println(game.isOver() ? "Bye." : "Bye; the game was not finished.");
                    out.flush();
                    return;
                }
            }
        }
    }

    /** The game as PDN: its moves and result so far ({@code *} while it goes on), a resignation included. */
    public PdnGame record() {
        return game.record("evodraughts play", LocalDate.now(), agent.name());
    }

    /** The legal moves in the order they are listed and numbered: by origin, destination, then route. */
    static List<Move> numberedMoves(Position position) {
        List<Move> moves = new ArrayList<>(position.legalMoves());
        moves.sort(Comparator.comparingInt(Move::from).thenComparingInt(Move::to)
                .thenComparing(m -> MoveText.format(position, m)));
        return moves;
    }

    private boolean play(Move move) {
        if (game.isOver()) {
            out.println("The game is over; you can undo, save FILE or quit.");
            return false;
        }
        out.println("You play " + MoveText.format(game.position(), move) + ".");
        game.play(move);
        return true;
    }

    private void agentMoves() {
        Position position = game.position();
        AgentMove choice = agent.move(SearchRequest.inGame(game.game()));
        out.println(agent.name() + " plays " + MoveText.format(position, choice.move()) + figures(position, choice) + ".");
        out.flush();
        game.play(choice.move());
    }

    private void hint() {
        if (game.isOver()) {
            out.println("The game is over; there is nothing to hint.");
            return;
        }
        Position position = game.position();
        AgentMove choice = agent.hint(SearchRequest.inGame(game.game()));
        int number = numberedMoves(position).indexOf(choice.move()) + 1;
        out.println("Hint: " + MoveText.format(position, choice.move()) + " (move " + number + ")"
                + figures(position, choice) + ".");
    }

    private boolean undo() {
        if (game.resigned()) {
            out.println("You resigned; the game is over. You can save FILE or quit.");
            return false;
        }
        if (!game.canUndo()) {
            out.println("There is no move of yours to take back.");
            return false;
        }
        int undone = game.undo();
        out.println(undone == 1 ? "Took back your last move." : "Took back your last move and the agent's reply.");
        return true;
    }

    private boolean resign() {
        if (game.isOver()) {
            out.println("The game is already over.");
            return false;
        }
        game.resign();
        out.println("You resign; " + name(game.person().opponent()) + " (" + agent.name() + ") wins.");
        return false;
    }

    private void save(String file) {
        if (!Printable.of(file).equals(file)) {
            // A terminal escape or a bidirectional override would be in the file's name, and in every listing of it.
            out.println(Printable.line("Could not save to " + file + ": the name holds a control or invisible character; "
                    + "give a plain file name."));
            return;
        }
        try {
            Path target = Path.of(file).toAbsolutePath();
            if (!Files.isDirectory(target.getParent())) {
                out.println(Printable.line("Could not save to " + file + ": directory " + target.getParent() + " does not exist."));
                return;
            }
            Pdn.write(target, List.of(record()));
            out.println(Printable.line("Saved the game to " + file + "."));
        } catch (IOException | InvalidPathException e) {
            out.println(Printable.line("Could not save to " + file + ": " + e.getMessage() + "."));
        }
    }

    private void showTurn() {
        out.println();
        out.print(BoardDiagram.draw(game.position(), flipped));
        if (game.isOver()) {
            out.println("Game over: " + game.ending());
            out.println("You can undo, save FILE or quit.");
            return;
        }
        Side toMove = game.position().sideToMove();
        out.println(capitalised(name(toMove)) + " to move (you). Move " + (game.game().moves().size() / 2 + 1) + ".");
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

    /**
     * The search's summary in brackets after a space, e.g.
     * {@code  (evaluation +0.125 for black; depth 8, 12,345 nodes, 0.031 s)}; empty for a
     * baseline's move.
     */
    static String figures(Position position, AgentMove choice) {
        String summary = PersonGame.summary(position, choice);
        return summary.isEmpty() ? "" : " (" + summary + ")";
    }

    private static String name(Side side) {
        return PersonGame.name(side);
    }

    private static String capitalised(String text) {
        return Character.toUpperCase(text.charAt(0)) + text.substring(1);
    }
}
