package org.evodraughts.champions;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import org.evodraughts.checkers.Outcome;
import org.evodraughts.checkers.Position;
import org.evodraughts.checkers.Side;
import org.evodraughts.checkers.notation.PdnGame;
import org.evodraughts.checkers.players.PlayerSpec;
import org.evodraughts.checkers.players.RandomPlayer;
import org.junit.jupiter.api.Test;

class MeanOfMeansTest {

    @Test
    void averagesEachOpponentThenTheOpponents() {
        int[] allWins = {1, 1, 1, 1, 1, 1};          // mean 1
        int[] even = {1, -1, 0, 0, 1, -1};           // mean 0
        int[] mostlyLost = {-1, -1, -1, 0, 0, 0};    // mean -0.5
        assertEquals(1.0, MeanOfMeans.mean(allWins));
        assertEquals(0.0, MeanOfMeans.mean(even));
        assertEquals(-0.5, MeanOfMeans.mean(mostlyLost));
        assertEquals((1.0 + 0.0 - 0.5) / 3, MeanOfMeans.of(List.of(allWins, even, mostlyLost)).getAsDouble(), 1e-15);
    }

    @Test
    void everyOpponentWeighsTheSameWhateverItsNumberOfGames() {
        // Pooled, these five games average -0.2; per opponent, (1 + -0.5) / 2 = 0.25.
        assertEquals(0.25, MeanOfMeans.of(List.of(new int[] {1}, new int[] {-1, -1, -1, 1})).getAsDouble());
    }

    @Test
    void thereIsNoFigureWithoutOpponentsAndNoMeanWithoutGames() {
        assertTrue(MeanOfMeans.of(List.of()).isEmpty());
        assertThrows(IllegalArgumentException.class, () -> MeanOfMeans.mean(new int[0]));
        assertThrows(IllegalArgumentException.class, () -> MeanOfMeans.mean(new int[] {2}));
    }

    @Test
    void anEvaluationScoresEachGameFromTheChampionsSide() {
        Champion champion = Tiny.champion(3, 1);
        Opponent previous = new Opponent.PreviousChampion(Tiny.champion(2, 2));
        Opponent older = new Opponent.PreviousChampion(Tiny.champion(1, 3));
        Opponent random = new Opponent.Baseline(new PlayerSpec("random", RandomPlayer::new), 0);
        // Against gen 2: won as Black, lost as White, drew, won as White -> (1 - 1 + 0 + 1) / 4 = 0.25.
        OpponentResult vsPrevious = new OpponentResult(previous, List.of(
                game(0, previous, Side.BLACK, Outcome.BLACK_WINS),
                game(1, previous, Side.WHITE, Outcome.BLACK_WINS),
                game(2, previous, Side.BLACK, Outcome.DRAW_BY_MOVE_LIMIT),
                game(3, previous, Side.WHITE, Outcome.WHITE_WINS)));
        // Against gen 1: lost both -> -1.
        OpponentResult vsOlder = new OpponentResult(older, List.of(
                game(4, older, Side.BLACK, Outcome.WHITE_WINS),
                game(5, older, Side.WHITE, Outcome.BLACK_WINS)));
        OpponentResult vsRandom = new OpponentResult(random, List.of(
                game(6, random, Side.BLACK, Outcome.BLACK_WINS),
                game(7, random, Side.WHITE, Outcome.DRAW_BY_REPETITION)));
        ChampionEvaluation evaluation = new ChampionEvaluation(champion, List.of(vsPrevious, vsOlder), List.of(vsRandom));

        assertEquals(0.25, vsPrevious.mean());
        assertEquals((0.25 - 1.0) / 2, evaluation.meanOfMeans().getAsDouble());
        assertEquals(Map.of("random", 0.5), evaluation.baselineScores());
        assertEquals(List.of(0, 1, 2, 3, 4, 5, 6, 7), evaluation.games().stream().map(EvaluatedGame::number).toList());
    }

    @Test
    void anEvaluationRefusesTheChampionsOwnGenerationAsAnOpponent() {
        Champion champion = Tiny.champion(3, 1);
        Opponent itself = new Opponent.PreviousChampion(Tiny.champion(3, 1));
        OpponentResult result = new OpponentResult(itself, List.of(game(0, itself, Side.BLACK, Outcome.BLACK_WINS),
                game(1, itself, Side.WHITE, Outcome.BLACK_WINS)));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> new ChampionEvaluation(champion, List.of(result), List.of()));
        assertEquals("the champion of generation 3 cannot be evaluated against generation 3", e.getMessage());
    }

    /** A game that ended by adjudication at the start (PDN allows a result without moves). */
    private static EvaluatedGame game(int number, Opponent opponent, Side championSide, Outcome outcome) {
        return new EvaluatedGame(number, opponent.name(), championSide, outcome,
                new PdnGame(Map.of(), Position.initial(), List.of(), outcome.pdnResult()));
    }
}
