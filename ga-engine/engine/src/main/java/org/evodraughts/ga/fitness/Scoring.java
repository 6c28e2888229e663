package org.evodraughts.ga.fitness;

import io.jenetics.DoubleGene;
import io.jenetics.Genotype;
import io.jenetics.Phenotype;
import io.jenetics.util.MSeq;
import io.jenetics.util.Seq;
import java.util.ArrayList;
import java.util.List;
import org.evodraughts.ga.tournament.Score;
import org.evodraughts.ga.tournament.TournamentResult;

/**
 * One generation's fitness under way, which the {@link FitnessStep}s read and change in turn: the
 * population as the engine handed it over, each individual's genotype as the steps so far have
 * left it (trained, learned, averaged), and the tournament's result once it is played. Made for
 * one {@link TournamentEvaluator#score} call and used on its thread only.
 */
final class Scoring {
    private final int generation;
    private final Seq<Phenotype<DoubleGene, Score>> bred;
    private final List<Genotype<DoubleGene>> genotypes;
    private TournamentResult result;

    /** @param bred the population as the engine handed it over, in generation {@code generation} */
    Scoring(int generation, Seq<Phenotype<DoubleGene, Score>> bred) {
        this.generation = generation;
        this.bred = bred;
        this.genotypes = new ArrayList<>(bred.map(Phenotype::genotype).asList());
    }

    /** The generation whose tournament this is, the one its unscored individuals were bred in. */
    int generation() {
        return generation;
    }

    /** The population as the engine handed it over, in population order. */
    Seq<Phenotype<DoubleGene, Score>> bred() {
        return bred;
    }

    int size() {
        return genotypes.size();
    }

    /** The individuals' genotypes now, in population order (a copy). */
    List<Genotype<DoubleGene>> genotypes() {
        return List.copyOf(genotypes);
    }

    Genotype<DoubleGene> genotype(int individual) {
        return genotypes.get(individual);
    }

    /** Individual {@code individual} is now {@code genotype} (trained, say); its score stays. */
    void set(int individual, Genotype<DoubleGene> genotype) {
        genotypes.set(individual, genotype);
    }

    /** Every individual is now as {@code changed} says, in population order. */
    void setAll(List<Genotype<DoubleGene>> changed) {
        if (changed.size() != genotypes.size()) {
            throw new IllegalArgumentException(changed.size() + " genotypes for " + genotypes.size() + " individuals");
        }
        for (int i = 0; i < changed.size(); i++) {
            genotypes.set(i, changed.get(i));
        }
    }

    /** The generation's tournament was played. */
    void played(TournamentResult tournament) {
        if (result != null) {
            throw new IllegalStateException("generation " + generation + "'s tournament was played already");
        }
        this.result = tournament;
    }

    /** The tournament's result; IllegalStateException before the tournament is played. */
    TournamentResult result() {
        if (result == null) {
            throw new IllegalStateException("generation " + generation + "'s tournament is not played yet");
        }
        return result;
    }

    /** The individuals' tournament scores, in population order. */
    List<Score> scores() {
        return result().scores().subList(0, size());
    }

    /** The scored generation: each individual's genotype now with its tournament score. */
    ScoredGeneration scored() {
        List<Score> scores = scores();
        MSeq<Phenotype<DoubleGene, Score>> scored = MSeq.ofLength(size());
        for (int i = 0; i < size(); i++) {
            scored.set(i, Phenotype.of(genotypes.get(i), bred.get(i).generation(), scores.get(i)));
        }
        return new ScoredGeneration(generation, scored.toISeq(), result);
    }
}
