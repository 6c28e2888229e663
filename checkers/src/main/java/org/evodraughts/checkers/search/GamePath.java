package org.evodraughts.checkers.search;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.evodraughts.checkers.Position;

/**
 * The game behind an alpha-beta search's root, as its workers need it to score repetitions:
 * the repetition rule, and the hashes of the positions before the root that a position in the
 * search could repeat (those since the game's last irreversible move, {@link
 * SearchRequest#reversibleTail}). Immutable; {@link #NONE} when no repetition is scored.
 *
 * <p>A worker keeps the hashes of its search path after these, and at each node counts the
 * node's earlier occurrences among the positions since the last irreversible move, every
 * second one (the same side to move): in English draughts no position before a capture or a
 * man's move can occur again. The node is a draw when the count reaches {@link #repetitions},
 * as {@link org.evodraughts.checkers.Game} judges it.
 *
 * <p>A node's value then depends on those earlier positions, so the transposition table keys it
 * by its hash XOR a sum of {@link #chainKey}s of the earlier positions that can still make a
 * difference within its remaining depth, and only those ({@link AlphaBetaWorker}): a position
 * cannot come back in fewer than 4 plies (each side must undo its move), so a subtree of depth d
 * reaches a position at the earliest 1 ply down, and again 4 plies after each visit. With depth
 * 5 or more every earlier position counts (the sum over all of them, with their multiplicity);
 * below that only those one occurrence short of the draw, and the node's own earlier occurrence
 * at depth 4. So the same position reached with the same relevant earlier positions (in any
 * order) shares its entries, and near the leaves, where most nodes are, a position usually keys
 * by its hash alone. Right after an irreversible move the sums are empty.
 */
final class GamePath {
    static final GamePath NONE = new GamePath(0, new long[0], 0, 0, 0, 0);

    /** Occurrences that draw; 0 for none. */
    final int repetitions;
    /** The hashes of the positions before the root since the last irreversible move, oldest first. */
    final long[] tail;
    /** The sum of {@link #chainKey} over {@link #tail}. */
    final long tailChain;
    /** The sum of {@link #chainKey} over the distinct positions of {@link #tail} that occur {@code repetitions − 1} times. */
    final long tailDrawing;
    /** The root's hash. */
    final long rootHash;
    /** The root's occurrences in {@link #tail}. */
    final int rootSeen;

    private GamePath(int repetitions, long[] tail, long tailChain, long tailDrawing, long rootHash, int rootSeen) {
        this.repetitions = repetitions;
        this.tail = tail;
        this.tailChain = tailChain;
        this.tailDrawing = tailDrawing;
        this.rootHash = rootHash;
        this.rootSeen = rootSeen;
    }

    static GamePath of(SearchRequest request, long rootHash) {
        if (request.repetitions() == 0) {
            return NONE;
        }
        List<Position> before = request.reversibleTail();
        long[] tail = new long[before.size()];
        long chain = 0;
        Map<Long, Integer> counts = new HashMap<>();
        for (int i = 0; i < tail.length; i++) {
            Position p = before.get(i);
            tail[i] = Zobrist.hash(p.black(), p.white(), p.kings(), p.blackToMove());
            chain += chainKey(tail[i]);
            counts.merge(tail[i], 1, Integer::sum);
        }
        long drawing = 0;
        for (Map.Entry<Long, Integer> count : counts.entrySet()) {
            if (count.getValue() == request.repetitions() - 1) {
                drawing += chainKey(count.getKey());
            }
        }
        return new GamePath(request.repetitions(), tail, chain, drawing, rootHash,
                counts.getOrDefault(rootHash, 0));
    }

    /**
     * A position's share of a table key's chain sum: its hash mixed (the finaliser of
     * SplitMix64), so that a sum of a few shares does not cancel into another position's hash.
     */
    static long chainKey(long hash) {
        long z = hash * 0x9E3779B97F4A7C15L;
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }
}
