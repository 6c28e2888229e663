package org.evodraughts.network;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.net.URISyntaxException;
import java.nio.file.Path;
import java.util.Arrays;
import org.evodraughts.checkers.Position;
import org.evodraughts.checkers.Side;
import org.evodraughts.checkers.notation.Fen;
import org.junit.jupiter.api.Test;

/**
 * The worked example of docs/network.md ("Worked example"): the published example network's inputs and scores, as printed
 * there. If this fails, that page (which others implement from) no longer describes the code.
 */
class WorkedExampleTest {
    private static final String FEN = "W:W18,24,27,28,K10,K15:B12,16,20,K22,K25,K29";

    private static final String INITIAL_INPUTS = """
            4 5 4 5 4 5 3 3 3 3 3 3 1 2 1 2 1 2 -2 -1 -2 -1 -2 -1 -3 -3 -3 -3 -3 -3 -5 -4 -5 -4 -5 -4
            6 6 6 6 6 4 4 4 4 4 0 0 0 0 0 -4 -4 -4 -4 -4 -6 -6 -6 -6 -6
            7 8 7 8 2 3 2 3 -3 -2 -3 -2 -8 -7 -8 -7
            6 6 6 0 0 0 -6 -6 -6
            3 4 -4 -3
            0""";

    private static final String FEN_INPUTS_FOR_WHITE = """
            3 2 1 -1.5 -3 -4.5 2 2 2 -0.5 -2 -3 -1 1.5 2.5 1 -0.5 -1.5 -3 0.5 4 4 2.5 0 -2 0.5 3 3 1.5 0 -1 0 1.5 1.5 1.5 0
            2 3 0.5 -2 -3.5 2.5 3.5 2 -0.5 -2 -0.5 4 2.5 2.5 1 -1.5 3 4 4 2.5 -0.5 2 3 3 1.5
            3.5 2 0.5 -2 4 3.5 2 1 2 2.5 2.5 2.5 1 3 4 4
            2.5 2 0.5 2.5 2 2 0.5 2.5 2.5
            1 0.5 1 2
            -0.5""";

    private static double[] parse(String listing) {
        return Arrays.stream(listing.strip().split("\\s+")).mapToDouble(Double::parseDouble).toArray();
    }

    private static Network example() throws Exception {
        return NetworkFile.read(resource("example-network.json")).network();
    }

    static Path resource(String name) throws URISyntaxException {
        return Path.of(WorkedExampleTest.class.getResource(name).toURI());
    }

    @Test
    void inputsAreThoseInTheReadme() {
        Position initial = Position.initial();
        assertArrayEquals(parse(INITIAL_INPUTS),
                SubSquareInputs.encode(initial.black(), initial.white(), initial.kings(), Side.BLACK, 1.5));
        Position p = Fen.parse(FEN);
        assertArrayEquals(parse(FEN_INPUTS_FOR_WHITE), SubSquareInputs.encode(p.black(), p.white(), p.kings(), Side.WHITE, 1.5));
        assertArrayEquals(parse(FEN_INPUTS_FOR_WHITE), ReferenceNetwork.inputs(p.black(), p.white(), p.kings(), Side.WHITE, 1.5));
    }

    @Test
    void scoresAreThoseInTheReadme() throws Exception {
        Network network = example();
        assertEquals(1.5, network.kingValue());
        NetworkEvaluator evaluator = new NetworkEvaluator(network);
        Position initial = Position.initial();
        Position p = Fen.parse(FEN);
        double[][] cases = {
            {ReferenceNetwork.evaluate(network, initial.black(), initial.white(), initial.kings(), Side.BLACK),
                evaluator.evaluate(initial, Side.BLACK), -0.007929704572262771},
            {ReferenceNetwork.evaluate(network, p.black(), p.white(), p.kings(), Side.WHITE),
                evaluator.evaluate(p, Side.WHITE), -0.22035711564164867},
            {ReferenceNetwork.evaluate(network, p.black(), p.white(), p.kings(), Side.BLACK),
                evaluator.evaluate(p, Side.BLACK), 0.15068419028820124},
        };
        for (double[] c : cases) {
            assertEquals(c[2], c[0], 1e-15, "the definition");
            assertEquals(c[2], c[1], 1e-12, "the fast path");
        }
    }
}
