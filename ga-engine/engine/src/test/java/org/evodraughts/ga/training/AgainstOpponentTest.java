package org.evodraughts.ga.training;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import org.evodraughts.checkers.DrawRules;
import org.evodraughts.checkers.Move;
import org.evodraughts.checkers.Position;
import org.evodraughts.checkers.Side;
import org.evodraughts.ga.config.InitialWeights;
import org.evodraughts.ga.config.RefinementConfig;
import org.evodraughts.ga.config.Trainees;
import org.evodraughts.ga.genome.GenomeLayout;
import org.evodraughts.network.Network;
import org.evodraughts.network.TrainableNetwork;
import org.junit.jupiter.api.Test;

/** A game against an opponent: the opponent's search moves for its side, the trainee's for the other, and the trainee's leaf is trained throughout. */
class AgainstOpponentTest {
    private static Network fanIn(long seed) {
        return GenomeLayout.WEIGHTS_ONLY.codec(1.5).decode(GenomeLayout.WEIGHTS_ONLY.random(new SplittableRandom(seed), InitialWeights.FAN_IN, 0.05, 1.5));
    }

    @Test
    void eachSideMovesByItsOwnSearchAndTheTraineesLeafIsTrained() {
        TrainableNetwork trainee = new TrainableNetwork(fanIn(1)), opponent = new TrainableNetwork(fanIn(2));
        LeafSearch traineeSearch = new LeafSearch(trainee, 3), opponentSearch = new LeafSearch(opponent, 3);
        // Separate searches over the same networks say what each should do.
        LeafSearch traineeCheck = new LeafSearch(trainee, 3), opponentCheck = new LeafSearch(opponent, 3);
        AgainstOpponent game = new AgainstOpponent(traineeSearch, opponentSearch, Side.WHITE);
        Position position = Position.initial();
        int opponentMovesThatDiffer = 0;
        for (int ply = 0; ply < 60 && position.hasLegalMove(); ply++) {
            game.reached(position);
            traineeCheck.reached(position);
            opponentCheck.reached(position);
            Move move = game.move();
            boolean opponentToMove = position.sideToMove() == Side.WHITE;
            assertEquals(opponentToMove ? opponentCheck.move() : traineeCheck.move(), move, "ply " + ply);
            assertEquals(traineeCheck.trained(), game.trained(), "the trainee's leaf, ply " + ply);
            if (opponentToMove && !traineeCheck.move().equals(move)) {
                opponentMovesThatDiffer++;
            }
            position = position.play(move);
        }
        assertTrue(opponentMovesThatDiffer > 0, "the opponent chose moves the trainee would not have");
    }

    @Test
    void aTrainingAgainstOpponentsIsItsOwnAndTheSameFromTheSameSeed() {
        Network start = fanIn(3);
        List<Network> opponents = List.of(fanIn(4), fanIn(5));
        TdRefinement refinement = TdRefinementTest.batched(8, false, 1);
        Network against = refinement.refine(start, 7, opponents, null, () -> false);
        assertEquals(against, refinement.refine(start, 7, opponents, null, () -> false));
        assertNotEquals(refinement.refine(start, 7), against, "the opponents' games teach something else than the mirror's");
        assertNotEquals(refinement.refine(start, 7, List.of(fanIn(4)), null, () -> false), against,
                "which opponents play matters");
    }

    @Test
    void aBatchedTdLeafTrainingAgainstOpponentsIsTheSameOnAnyPool() {
        TdRefinement refinement = TdRefinement.of(new RefinementConfig(12, 0.01, 0.7, false, Trainees.CHAMPION, 2, 4), 4,
                DrawRules.STANDARD);
        Network start = fanIn(6);
        List<Network> opponents = List.of(fanIn(8), fanIn(9));
        Network inline = refinement.refine(start, 3, opponents, null, () -> false);
        try (ExecutorService three = Executors.newFixedThreadPool(3)) {
            assertEquals(inline, refinement.refine(start, 3, opponents, three, () -> false));
        }
    }
}
