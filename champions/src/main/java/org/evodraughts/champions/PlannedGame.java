package org.evodraughts.champions;

import java.util.List;
import java.util.Objects;
import java.util.SplittableRandom;
import java.util.function.BooleanSupplier;
import java.util.function.Function;
import java.util.random.RandomGenerator;
import org.evodraughts.checkers.DrawRules;
import org.evodraughts.checkers.Evaluator;
import org.evodraughts.checkers.Game;
import org.evodraughts.checkers.Move;
import org.evodraughts.checkers.Outcome;
import org.evodraughts.checkers.Position;
import org.evodraughts.checkers.match.GameRunner;
import org.evodraughts.checkers.match.Opening;
import org.evodraughts.checkers.players.PlayerSpecParser;
import org.evodraughts.checkers.players.SearchPlayer;
import org.evodraughts.checkers.players.StoppablePlayer;
import org.evodraughts.checkers.search.SearchSettings;
import org.evodraughts.network.Network;

/**
 * One game of a champion's measurement (its evaluation or its yardstick match) as plain data:
 * both players (a network or a baseline by name), the networks' search, the draw rules, the
 * opening and the seed of the players' random choices. A pure function of these fields, so any
 * machine plays the same game: {@link ChampionGames} runs a batch of them here or elsewhere.
 *
 * @param black   Black
 * @param white   White
 * @param search  how a network chooses its moves (a baseline searches its own way)
 * @param rules   when the game is drawn
 * @param opening the moves played before the players take over
 * @param seed    the seed of the generator both players draw from
 */
public record PlannedGame(Contestant black, Contestant white, SearchSettings search, DrawRules rules, Opening opening,
                          long seed) {
    public PlannedGame {
        Objects.requireNonNull(black, "black");
        Objects.requireNonNull(white, "white");
        Objects.requireNonNull(search, "search");
        Objects.requireNonNull(rules, "rules");
        Objects.requireNonNull(opening, "opening");
    }

    /** A player of a planned game. */
    public sealed interface Contestant {
        /** The player's name (a champion's {@code gen-0006}, a baseline's {@code heuristic:4}). */
        String name();

        /** A network that searches with the game's search. */
        record OfNetwork(String name, Network network) implements Contestant {
            public OfNetwork {
                Objects.requireNonNull(name, "name");
                Objects.requireNonNull(network, "network");
            }
        }

        /** A baseline player by its {@link PlayerSpecParser#baselines()} name, e.g. {@code heuristic:4}. */
        record Baseline(String name) implements Contestant {
            public Baseline {
                Objects.requireNonNull(name, "name");
            }
        }
    }

    /**
     * A planned game's moves (the opening's included) and how it ended.
     *
     * @param moves   every move from the initial position
     * @param outcome how the game ended
     */
    public record Played(List<Move> moves, Outcome outcome) {
        public Played {
            moves = List.copyOf(moves);
            Objects.requireNonNull(outcome, "outcome");
        }
    }

    /**
     * Plays the game.
     *
     * @param evaluators the evaluator of each network player (one made once for several games, or a new one)
     * @param stopped    asked before every move: once true the game ends with a {@link java.util.concurrent.CancellationException}
     * @throws IllegalStateException if a player makes an illegal move
     */
    public Played play(Function<Network, Evaluator> evaluators, BooleanSupplier stopped) {
        Game game = opening.start(rules);
        RandomGenerator random = new SplittableRandom(seed);
        org.evodraughts.checkers.Player blackPlayer = player(black, evaluators, stopped);
        org.evodraughts.checkers.Player whitePlayer = player(white, evaluators, stopped);
        Outcome outcome = GameRunner.play(game, blackPlayer, whitePlayer, random);
        return new Played(game.moves(), outcome);
    }

    /** The game {@code played} as a {@link Game}, its moves played again under the game's rules. */
    public Game replay(Played played) {
        Game game = new Game(Position.initial(), rules);
        for (Move move : played.moves()) {
            game.play(move);
        }
        if (game.outcome() != played.outcome()) {
            throw new IllegalStateException("a played game's moves end " + game.outcome() + ", not " + played.outcome());
        }
        return game;
    }

    private org.evodraughts.checkers.Player player(Contestant contestant, Function<Network, Evaluator> evaluators,
                                                   BooleanSupplier stopped) {
        org.evodraughts.checkers.Player player = switch (contestant) {
            case Contestant.OfNetwork n -> new SearchPlayer(n.name(), search.newSearch(evaluators.apply(n.network())));
            case Contestant.Baseline b -> baseline(b.name());
        };
        return new StoppablePlayer(player, stopped);
    }

    private static org.evodraughts.checkers.Player baseline(String name) {
        try {
            return PlayerSpecParser.baselines().parse(name, null).newPlayer();
        } catch (java.io.IOException e) {
            throw new IllegalArgumentException("a planned game's baseline '" + name + "' is not one: " + e.getMessage(), e);
        }
    }
}
