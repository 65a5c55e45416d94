; repaird solver transcript (profile z3)
(set-option :print-success true)
;; <- success
(set-option :produce-unsat-cores true)
;; <- success
(set-option :produce-unsat-assumptions true)
;; <- success
(set-option :smt.arith.solver 2)
;; <- success
(set-logic ALL)
;; <- success
(push 1)
;; <- success
(push 1)
;; <- success
(declare-const s10 Bool)
;; <- success
(declare-const h10_k Int)
;; <- success
(declare-const h10_lhs Int)
;; <- success
(declare-const h10_base Int)
;; <- success
(declare-const h10_fld Int)
;; <- success
(declare-const h10_rhs Int)
;; <- success
(declare-const h10_add Int)
;; <- success
(declare-const h10_op Int)
;; <- success
(declare-const h10_rhs2 Int)
;; <- success
(declare-const h10_fld1 Int)
;; <- success
(declare-const h10_nn Int)
;; <- success
(declare-const h10_src Int)
;; <- success
(declare-const h10_sfld Int)
;; <- success
(declare-const h10_at Int)
;; <- success
(declare-const h10_to Int)
;; <- success
(assert (and (or (= h10_k 0) (= h10_k 1) (= h10_k 2)) (and (<= 0 h10_lhs) (< h10_lhs 3)) (and (<= 0 h10_base) (< h10_base 3)) (and (<= 0 h10_fld) (< h10_fld 1)) (and (<= 0 h10_rhs) (< h10_rhs 4)) (and (<= 0 h10_add) (< h10_add 3)) (and (<= 0 h10_op) (< h10_op 3)) (and (<= 0 h10_rhs2) (< h10_rhs2 4)) (and (<= 0 h10_fld1) (< h10_fld1 1)) (and (<= 0 h10_src) (< h10_src 3)) (and (<= 0 h10_sfld) (< h10_sfld 1)) (and (<= 0 h10_at) (< h10_at 1)) (and (<= 0 h10_to) (< h10_to 5)) (= h10_nn 0) (=> (and (= h10_k 4) (= h10_op 2)) (>= h10_rhs2 3))))
;; <- success
(declare-const r10 Bool)
;; <- success
(declare-const g10_del Bool)
;; <- success
(declare-const g10_ptr Bool)
;; <- success
(declare-const g10_op Int)
;; <- success
(declare-const g10_x Int)
;; <- success
(declare-const g10_y Int)
;; <- success
(assert (or (and g10_ptr (and (<= 0 g10_op) (< g10_op 2)) (and (<= 0 g10_x) (< g10_x 3)) (and (<= 0 g10_y) (< g10_y 4))) (and (not g10_ptr) (and (<= 0 g10_op) (< g10_op 6)) (and (<= 0 g10_x) (< g10_x 5)) (and (<= 0 g10_y) (< g10_y 8)))))
;; <- success
(declare-const s11 Bool)
;; <- success
(declare-const h11_k Int)
;; <- success
(declare-const h11_lhs Int)
;; <- success
(declare-const h11_base Int)
;; <- success
(declare-const h11_fld Int)
;; <- success
(declare-const h11_rhs Int)
;; <- success
(declare-const h11_add Int)
;; <- success
(declare-const h11_op Int)
;; <- success
(declare-const h11_rhs2 Int)
;; <- success
(declare-const h11_fld1 Int)
;; <- success
(declare-const h11_nn Int)
;; <- success
(declare-const h11_src Int)
;; <- success
(declare-const h11_sfld Int)
;; <- success
(declare-const h11_at Int)
;; <- success
(declare-const h11_to Int)
;; <- success
(assert (and (or (= h11_k 0) (= h11_k 3) (= h11_k 5) (= h11_k 1) (= h11_k 2) (= h11_k 9)) (and (<= 0 h11_lhs) (< h11_lhs 5)) (and (<= 0 h11_base) (< h11_base 3)) (and (<= 0 h11_fld) (< h11_fld 1)) (and (<= 0 h11_rhs) (< h11_rhs 8)) (and (<= 0 h11_add) (< h11_add 3)) (and (<= 0 h11_op) (< h11_op 3)) (and (<= 0 h11_rhs2) (< h11_rhs2 8)) (and (<= 0 h11_fld1) (< h11_fld1 1)) (and (<= 0 h11_src) (< h11_src 3)) (and (<= 0 h11_sfld) (< h11_sfld 1)) (and (<= 0 h11_at) (< h11_at 2)) (and (<= 0 h11_to) (< h11_to 5)) (= h11_nn 0) (=> (and (= h11_k 4) (= h11_op 2)) (>= h11_rhs2 5))))
;; <- success
(declare-const r11 Bool)
;; <- success
(declare-const g11_del Bool)
;; <- success
(declare-const g11_ptr Bool)
;; <- success
(declare-const g11_op Int)
;; <- success
(declare-const g11_x Int)
;; <- success
(declare-const g11_y Int)
;; <- success
(assert (or (and g11_ptr (and (<= 0 g11_op) (< g11_op 2)) (and (<= 0 g11_x) (< g11_x 3)) (and (<= 0 g11_y) (< g11_y 4))) (and (not g11_ptr) (and (<= 0 g11_op) (< g11_op 6)) (and (<= 0 g11_x) (< g11_x 5)) (and (<= 0 g11_y) (< g11_y 8)))))
;; <- success
(declare-const u1 Bool)
;; <- success
(declare-const u2 Bool)
;; <- success
(declare-const u3 Bool)
;; <- success
(declare-const u4 Int)
;; <- success
(assert true)
;; <- success
(assert true)
;; <- success
(assert true)
;; <- success
(assert true)
;; <- success
(assert true)
;; <- success
(assert true)
;; <- success
(assert true)
;; <- success
(assert true)
;; <- success
(define-fun d5 () Bool (< 0 0))
;; <- success
(assert (not d5))
;; <- success
(define-fun d6 () Bool (not (= 0 0)))
;; <- success
(assert (not d6))
;; <- success
(assert true)
;; <- success
(assert true)
;; <- success
(assert true)
;; <- success
(assert true)
;; <- success
(assert true)
;; <- success
(assert true)
;; <- success
(assert true)
;; <- success
(assert true)
;; <- success
(assert true)
;; <- success
(declare-const u7 Bool)
;; <- success
(declare-const u8 Bool)
;; <- success
(declare-const u9 Bool)
;; <- success
(declare-const u10 Int)
;; <- success
(assert true)
;; <- success
(assert true)
;; <- success
(assert true)
;; <- success
(assert true)
;; <- success
(assert true)
;; <- success
(assert true)
;; <- success
(assert true)
;; <- success
(assert true)
;; <- success
(define-fun d11 () Bool (< 0 6))
;; <- success
(assert d11)
;; <- success
(assert (=> true true))
;; <- success
(define-fun d12 () Bool (= 0 0))
;; <- success
(assert d12)
;; <- success
(define-fun d13 () Int (ite d12 1 0))
;; <- success
(define-fun d14 () Int (ite (= g11_x 0) d13 (ite (= g11_x 1) 0 1)))
;; <- success
(define-fun d15 () Int (ite (= g11_y 0) d13 (ite (= g11_y 1) 0 (ite (= g11_y 2) 1 0))))
;; <- success
(define-fun d16 () Int (ite (= g11_x 0) 6 (ite (= g11_x 1) 10 (ite (= g11_x 2) (- 2) (ite (= g11_x 3) 10 0)))))
;; <- success
(define-fun d17 () Int (ite (= g11_y 0) 6 (ite (= g11_y 1) 10 (ite (= g11_y 2) (- 2) (ite (= g11_y 3) 10 (ite (= g11_y 4) 0 (ite (= g11_y 5) (- 1) (ite (= g11_y 6) 0 1))))))))
;; <- success
(define-fun d18 () Bool (ite r11 (ite g11_del false (ite g11_ptr (ite (= g11_op 0) (= d14 d15) (distinct d14 d15)) (ite (= g11_op 0) (= d16 d17) (ite (= g11_op 1) (distinct d16 d17) (ite (= g11_op 2) (< d16 d17) (ite (= g11_op 3) (<= d16 d17) (ite (= g11_op 4) (> d16 d17) (>= d16 d17)))))))) true))
;; <- success
(define-fun d19 () Int (ite (= h11_rhs 0) 6 (ite (= h11_rhs 1) 10 (ite (= h11_rhs 2) (- 2) (ite (= h11_rhs 3) 10 (ite (= h11_rhs 4) 0 (ite (= h11_rhs 5) (- 1) (ite (= h11_rhs 6) 0 1))))))))
;; <- success
(define-fun d20 () Int (ite (= h11_base 0) d13 (ite (= h11_base 1) 0 1)))
;; <- success
(define-fun d21 () Int (ite (= h11_at 0) (ite (= h11_to 0) (+ 6 (- 2)) (ite (= h11_to 1) (+ 10 (- 2)) (ite (= h11_to 2) (+ (- 2) (- 2)) (ite (= h11_to 3) (+ 10 (- 2)) (+ 0 (- 2)))))) (ite (= h11_to 0) (+ 10 6) (ite (= h11_to 1) (+ 10 10) (ite (= h11_to 2) (+ 10 (- 2)) (ite (= h11_to 3) (+ 10 10) (+ 10 0)))))))
;; <- success
(define-fun d22 () Int (ite (= h11_k 9) d21 (ite (= h11_k 5) (+ 10 (- 2)) (ite (= h11_k 0) d19 (ite (= h11_k 3) (+ d19 (ite (= h11_add 0) (- 1) (ite (= h11_add 1) 0 1))) 10)))))
;; <- success
(assert (=> (and (and d18 s11) (or (= h11_k 1) (= h11_k 2))) (and (= h11_fld 0) (= d20 1))))
;; <- success
(define-fun d23 () Int (ite (and d18 (not s11)) (+ 10 (- 2)) (- 2)))
;; <- success
(define-fun d24 () Int (ite (and (and d18 s11) (not (or (= h11_k 2) (= h11_k 7))) (= h11_lhs 0)) d22 6))
;; <- success
(define-fun d25 () Int (ite (and (and d18 s11) (not (or (= h11_k 2) (= h11_k 7))) (= h11_lhs 1)) d22 10))
;; <- success
(define-fun d26 () Int (ite (and (and d18 s11) (not (or (= h11_k 2) (= h11_k 7))) (= h11_lhs 2)) d22 d23))
;; <- success
(define-fun d27 () Int (ite (and (and d18 s11) (not (or (= h11_k 2) (= h11_k 7))) (= h11_lhs 3)) d22 10))
;; <- success
(define-fun d28 () Int (ite (and (and d18 s11) (not (or (= h11_k 2) (= h11_k 7))) (= h11_lhs 4)) d22 0))
;; <- success
(define-fun d29 () Int (ite (and (and (and d18 s11) (= h11_k 2) (= h11_fld 0)) (= d20 1)) d19 10))
;; <- success
(define-fun d30 () Int (+ d28 1))
;; <- success
(assert (= d24 6))
;; <- success
(assert true)
;; <- success
(assert (= d13 1))
;; <- success
(assert (= d30 1))
;; <- success
(assert (= d25 10))
;; <- success
(assert (= d26 (- 2)))
;; <- success
(assert (= 0 1))
;; <- success
(assert (= d27 8))
;; <- success
(assert (= d29 10))
;; <- success
(define-fun d31 () Bool (< d30 d24))
;; <- success
(assert d31)
;; <- success
(assert (=> true true))
;; <- success
(define-fun d32 () Int (ite (= 2 1) d27 d29))
;; <- success
(define-fun d33 () Bool (= d13 0))
;; <- success
(assert (not d33))
;; <- success
(define-fun d34 () Int (ite (= g10_x 0) d13 (ite (= g10_x 1) 0 2)))
;; <- success
(define-fun d35 () Int (ite (= g10_y 0) d13 (ite (= g10_y 1) 0 (ite (= g10_y 2) 2 0))))
;; <- success
(define-fun d36 () Int (ite (= g10_x 0) d24 (ite (= g10_x 1) d25 (ite (= g10_x 2) d26 (ite (= g10_x 3) d27 d30)))))
;; <- success
(define-fun d37 () Int (ite (= g10_y 0) d24 (ite (= g10_y 1) d25 (ite (= g10_y 2) d26 (ite (= g10_y 3) d27 (ite (= g10_y 4) d30 (ite (= g10_y 5) (- 1) (ite (= g10_y 6) 0 1))))))))
;; <- success
(define-fun d38 () Bool (ite r10 (ite g10_del false (and (not d33) (ite g10_ptr (ite (= g10_op 0) (= d34 d35) (distinct d34 d35)) (ite (= g10_op 0) (= d36 d37) (ite (= g10_op 1) (distinct d36 d37) (ite (= g10_op 2) (< d36 d37) (ite (= g10_op 3) (<= d36 d37) (ite (= g10_op 4) (> d36 d37) (>= d36 d37))))))))) (not d33)))
;; <- success
(define-fun d39 () Int (ite (= h10_rhs 0) d13 (ite (= h10_rhs 1) 0 (ite (= h10_rhs 2) 2 0))))
;; <- success
(define-fun d40 () Int (ite (= h10_base 0) d13 (ite (= h10_base 1) 0 2)))
;; <- success
(define-fun d41 () Int (ite (= h10_k 0) d39 (- 1)))
;; <- success
(assert (=> (and d38 (not s10)) (or (= d13 1) (= d13 2))))
;; <- success
(assert (=> (and (and d38 s10) (or (= h10_k 1) (= h10_k 2) (= h10_k 5))) (and (= h10_fld 0) (or (= d40 1) (= d40 2)))))
;; <- success
(define-fun d42 () Int (ite (and (and d38 s10) (not (or (= h10_k 2) (= h10_k 7) (= h10_k 5))) (= h10_lhs 0)) d41 d13))
;; <- success
(define-fun d43 () Int (ite (and (and d38 s10) (not (or (= h10_k 2) (= h10_k 7) (= h10_k 5))) (= h10_lhs 1)) d41 0))
;; <- success
(define-fun d44 () Int (ite (and (and d38 s10) (not (or (= h10_k 2) (= h10_k 7) (= h10_k 5))) (= h10_lhs 2)) d41 2))
;; <- success
(define-fun d45 () Bool (and d38 (not s10)))
;; <- success
(define-fun d46 () Int (ite (and d45 (= d13 1)) 2 (- 1)))
;; <- success
(define-fun d47 () Int (ite (and d45 (= d13 2)) 2 (- 1)))
;; <- success
(define-fun d48 () Bool (and (and d38 s10) (= h10_k 2) (= h10_fld 0)))
;; <- success
(define-fun d49 () Int (ite (and d48 (= d40 1)) d39 d46))
;; <- success
(define-fun d50 () Int (ite (and d48 (= d40 2)) d39 d47))
;; <- success
(define-fun d51 () Int (ite (= g11_x 0) d42 (ite (= g11_x 1) d43 d44)))
;; <- success
(define-fun d52 () Int (ite (= g11_y 0) d42 (ite (= g11_y 1) d43 (ite (= g11_y 2) d44 0))))
;; <- success
(define-fun d53 () Int (ite (= g11_x 0) d24 (ite (= g11_x 1) d25 (ite (= g11_x 2) d26 (ite (= g11_x 3) d27 d30)))))
;; <- success
(define-fun d54 () Int (ite (= g11_y 0) d24 (ite (= g11_y 1) d25 (ite (= g11_y 2) d26 (ite (= g11_y 3) d27 (ite (= g11_y 4) d30 (ite (= g11_y 5) (- 1) (ite (= g11_y 6) 0 1))))))))
;; <- success
(define-fun d55 () Bool (ite r11 (ite g11_del false (ite g11_ptr (ite (= g11_op 0) (= d51 d52) (distinct d51 d52)) (ite (= g11_op 0) (= d53 d54) (ite (= g11_op 1) (distinct d53 d54) (ite (= g11_op 2) (< d53 d54) (ite (= g11_op 3) (<= d53 d54) (ite (= g11_op 4) (> d53 d54) (>= d53 d54)))))))) true))
;; <- success
(define-fun d56 () Int (ite (= h11_rhs 0) d24 (ite (= h11_rhs 1) d25 (ite (= h11_rhs 2) d26 (ite (= h11_rhs 3) d27 (ite (= h11_rhs 4) d30 (ite (= h11_rhs 5) (- 1) (ite (= h11_rhs 6) 0 1))))))))
;; <- success
(define-fun d57 () Int (ite (= h11_base 0) d42 (ite (= h11_base 1) d43 d44)))
;; <- success
(define-fun d58 () Int (ite (= h11_at 0) (ite (= h11_to 0) (+ d24 d26) (ite (= h11_to 1) (+ d25 d26) (ite (= h11_to 2) (+ d26 d26) (ite (= h11_to 3) (+ d27 d26) (+ d30 d26))))) (ite (= h11_to 0) (+ d27 d24) (ite (= h11_to 1) (+ d27 d25) (ite (= h11_to 2) (+ d27 d26) (ite (= h11_to 3) (+ d27 d27) (+ d27 d30)))))))
;; <- success
(define-fun d59 () Int (ite (= h11_k 9) d58 (ite (= h11_k 5) (+ d27 d26) (ite (= h11_k 0) d56 (ite (= h11_k 3) (+ d56 (ite (= h11_add 0) (- 1) (ite (= h11_add 1) 0 1))) (ite (= d57 1) d32 d27))))))
;; <- success
(assert (=> (and (and d55 s11) (or (= h11_k 1) (= h11_k 2))) (and (= h11_fld 0) (or (= d57 1) (= d57 2)))))
;; <- success
(define-fun d60 () Int (ite (and d55 (not s11)) (+ d27 d26) d26))
;; <- success
(define-fun d61 () Int (ite (and (and d55 s11) (not (or (= h11_k 2) (= h11_k 7))) (= h11_lhs 0)) d59 d24))
;; <- success
(define-fun d62 () Int (ite (and (and d55 s11) (not (or (= h11_k 2) (= h11_k 7))) (= h11_lhs 1)) d59 d25))
;; <- success
(define-fun d63 () Int (ite (and (and d55 s11) (not (or (= h11_k 2) (= h11_k 7))) (= h11_lhs 2)) d59 d60))
;; <- success
(define-fun d64 () Int (ite (and (and d55 s11) (not (or (= h11_k 2) (= h11_k 7))) (= h11_lhs 3)) d59 d27))
;; <- success
(define-fun d65 () Int (ite (and (and d55 s11) (not (or (= h11_k 2) (= h11_k 7))) (= h11_lhs 4)) d59 d30))
;; <- success
(define-fun d66 () Bool (and (and d55 s11) (= h11_k 2) (= h11_fld 0)))
;; <- success
(define-fun d67 () Int (ite (and d66 (= d57 1)) d56 d32))
;; <- success
(define-fun d68 () Int (ite (and d66 (= d57 2)) d56 d27))
;; <- success
(define-fun d69 () Int (+ d65 1))
;; <- success
(assert (= d61 6))
;; <- success
(assert (= d44 2))
;; <- success
(assert (= d42 1))
;; <- success
(assert (= d69 2))
;; <- success
(assert (= d62 10))
;; <- success
(assert (= d63 (- 2)))
;; <- success
(assert (= d43 2))
;; <- success
(assert (= d64 6))
;; <- success
(assert (= d67 10))
;; <- success
(assert (= d49 2))
;; <- success
(assert (= d68 8))
;; <- success
(define-fun d70 () Bool (< d69 d61))
;; <- success
(assert d70)
;; <- success
(assert (=> true true))
;; <- success
(define-fun d71 () Int (ite (= 3 1) d64 d67))
;; <- success
(define-fun d72 () Int (ite (= 3 2) d64 d68))
;; <- success
(define-fun d73 () Bool (= d42 0))
;; <- success
(assert (not d73))
;; <- success
(define-fun d74 () Int (ite (= g10_x 0) d42 (ite (= g10_x 1) d43 3)))
;; <- success
(define-fun d75 () Int (ite (= g10_y 0) d42 (ite (= g10_y 1) d43 (ite (= g10_y 2) 3 0))))
;; <- success
(define-fun d76 () Int (ite (= g10_x 0) d61 (ite (= g10_x 1) d62 (ite (= g10_x 2) d63 (ite (= g10_x 3) d64 d69)))))
;; <- success
(define-fun d77 () Int (ite (= g10_y 0) d61 (ite (= g10_y 1) d62 (ite (= g10_y 2) d63 (ite (= g10_y 3) d64 (ite (= g10_y 4) d69 (ite (= g10_y 5) (- 1) (ite (= g10_y 6) 0 1))))))))
;; <- success
(define-fun d78 () Bool (ite r10 (ite g10_del false (and (not d73) (ite g10_ptr (ite (= g10_op 0) (= d74 d75) (distinct d74 d75)) (ite (= g10_op 0) (= d76 d77) (ite (= g10_op 1) (distinct d76 d77) (ite (= g10_op 2) (< d76 d77) (ite (= g10_op 3) (<= d76 d77) (ite (= g10_op 4) (> d76 d77) (>= d76 d77))))))))) (not d73)))
;; <- success
(define-fun d79 () Int (ite (= h10_rhs 0) d42 (ite (= h10_rhs 1) d43 (ite (= h10_rhs 2) 3 0))))
;; <- success
(define-fun d80 () Int (ite (= h10_base 0) d42 (ite (= h10_base 1) d43 3)))
;; <- success
(define-fun d81 () Int (ite (= h10_k 0) d79 (ite (= d80 1) d49 (ite (= d80 2) d50 (- 1)))))
;; <- success
(assert (=> (and d78 (not s10)) (or (= d42 1) (= d42 2) (= d42 3))))
;; <- success
(assert (=> (and (and d78 s10) (or (= h10_k 1) (= h10_k 2) (= h10_k 5))) (and (= h10_fld 0) (or (= d80 1) (= d80 2) (= d80 3)))))
;; <- success
(define-fun d82 () Int (ite (and (and d78 s10) (not (or (= h10_k 2) (= h10_k 7) (= h10_k 5))) (= h10_lhs 0)) d81 d42))
;; <- success
(define-fun d83 () Int (ite (and (and d78 s10) (not (or (= h10_k 2) (= h10_k 7) (= h10_k 5))) (= h10_lhs 1)) d81 d43))
;; <- success
(define-fun d84 () Int (ite (and (and d78 s10) (not (or (= h10_k 2) (= h10_k 7) (= h10_k 5))) (= h10_lhs 2)) d81 3))
;; <- success
(define-fun d85 () Bool (and d78 (not s10)))
;; <- success
(define-fun d86 () Int (ite (and d85 (= d42 1)) 3 d49))
;; <- success
(define-fun d87 () Int (ite (and d85 (= d42 2)) 3 d50))
;; <- success
(define-fun d88 () Int (ite (and d85 (= d42 3)) 3 (- 1)))
;; <- success
(define-fun d89 () Bool (and (and d78 s10) (= h10_k 2) (= h10_fld 0)))
;; <- success
(define-fun d90 () Int (ite (and d89 (= d80 1)) d79 d86))
;; <- success
(define-fun d91 () Int (ite (and d89 (= d80 2)) d79 d87))
;; <- success
(define-fun d92 () Int (ite (and d89 (= d80 3)) d79 d88))
;; <- success
(define-fun d93 () Int (ite (= g11_x 0) d82 (ite (= g11_x 1) d83 d84)))
;; <- success
(define-fun d94 () Int (ite (= g11_y 0) d82 (ite (= g11_y 1) d83 (ite (= g11_y 2) d84 0))))
;; <- success
(define-fun d95 () Int (ite (= g11_x 0) d61 (ite (= g11_x 1) d62 (ite (= g11_x 2) d63 (ite (= g11_x 3) d64 d69)))))
;; <- success
(define-fun d96 () Int (ite (= g11_y 0) d61 (ite (= g11_y 1) d62 (ite (= g11_y 2) d63 (ite (= g11_y 3) d64 (ite (= g11_y 4) d69 (ite (= g11_y 5) (- 1) (ite (= g11_y 6) 0 1))))))))
;; <- success
(define-fun d97 () Bool (ite r11 (ite g11_del false (ite g11_ptr (ite (= g11_op 0) (= d93 d94) (distinct d93 d94)) (ite (= g11_op 0) (= d95 d96) (ite (= g11_op 1) (distinct d95 d96) (ite (= g11_op 2) (< d95 d96) (ite (= g11_op 3) (<= d95 d96) (ite (= g11_op 4) (> d95 d96) (>= d95 d96)))))))) true))
;; <- success
(define-fun d98 () Int (ite (= h11_rhs 0) d61 (ite (= h11_rhs 1) d62 (ite (= h11_rhs 2) d63 (ite (= h11_rhs 3) d64 (ite (= h11_rhs 4) d69 (ite (= h11_rhs 5) (- 1) (ite (= h11_rhs 6) 0 1))))))))
;; <- success
(define-fun d99 () Int (ite (= h11_base 0) d82 (ite (= h11_base 1) d83 d84)))
;; <- success
(define-fun d100 () Int (ite (= h11_at 0) (ite (= h11_to 0) (+ d61 d63) (ite (= h11_to 1) (+ d62 d63) (ite (= h11_to 2) (+ d63 d63) (ite (= h11_to 3) (+ d64 d63) (+ d69 d63))))) (ite (= h11_to 0) (+ d64 d61) (ite (= h11_to 1) (+ d64 d62) (ite (= h11_to 2) (+ d64 d63) (ite (= h11_to 3) (+ d64 d64) (+ d64 d69)))))))
;; <- success
(define-fun d101 () Int (ite (= h11_k 9) d100 (ite (= h11_k 5) (+ d64 d63) (ite (= h11_k 0) d98 (ite (= h11_k 3) (+ d98 (ite (= h11_add 0) (- 1) (ite (= h11_add 1) 0 1))) (ite (= d99 1) d71 (ite (= d99 2) d72 d64)))))))
;; <- success
(assert (=> (and (and d97 s11) (or (= h11_k 1) (= h11_k 2))) (and (= h11_fld 0) (or (= d99 1) (= d99 2) (= d99 3)))))
;; <- success
(define-fun d102 () Int (ite (and d97 (not s11)) (+ d64 d63) d63))
;; <- success
(define-fun d103 () Int (ite (and (and d97 s11) (not (or (= h11_k 2) (= h11_k 7))) (= h11_lhs 0)) d101 d61))
;; <- success
(define-fun d104 () Int (ite (and (and d97 s11) (not (or (= h11_k 2) (= h11_k 7))) (= h11_lhs 1)) d101 d62))
;; <- success
(define-fun d105 () Int (ite (and (and d97 s11) (not (or (= h11_k 2) (= h11_k 7))) (= h11_lhs 2)) d101 d102))
;; <- success
(define-fun d106 () Int (ite (and (and d97 s11) (not (or (= h11_k 2) (= h11_k 7))) (= h11_lhs 3)) d101 d64))
;; <- success
(define-fun d107 () Int (ite (and (and d97 s11) (not (or (= h11_k 2) (= h11_k 7))) (= h11_lhs 4)) d101 d69))
;; <- success
(define-fun d108 () Bool (and (and d97 s11) (= h11_k 2) (= h11_fld 0)))
;; <- success
(define-fun d109 () Int (ite (and d108 (= d99 1)) d98 d71))
;; <- success
(define-fun d110 () Int (ite (and d108 (= d99 2)) d98 d72))
;; <- success
(define-fun d111 () Int (ite (and d108 (= d99 3)) d98 d64))
;; <- success
(define-fun d112 () Int (+ d107 1))
;; <- success
(assert (= d103 6))
;; <- success
(assert (= d84 3))
;; <- success
(assert (= d82 1))
;; <- success
(assert (= d112 3))
;; <- success
(assert (= d104 10))
;; <- success
(assert (= d105 (- 2)))
;; <- success
(assert (= d83 3))
;; <- success
(assert (= d106 4))
;; <- success
(assert (= d109 10))
;; <- success
(assert (= d90 2))
;; <- success
(assert (= d110 8))
;; <- success
(assert (= d91 3))
;; <- success
(assert (= d111 6))
;; <- success
(define-fun d113 () Bool (< d112 d103))
;; <- success
(assert d113)
;; <- success
(assert (=> true true))
;; <- success
(define-fun d114 () Int (ite (= 4 1) d106 d109))
;; <- success
(define-fun d115 () Int (ite (= 4 2) d106 d110))
;; <- success
(define-fun d116 () Int (ite (= 4 3) d106 d111))
;; <- success
(define-fun d117 () Bool (= d82 0))
;; <- success
(assert (not d117))
;; <- success
(define-fun d118 () Int (ite (= g10_x 0) d82 (ite (= g10_x 1) d83 4)))
;; <- success
(define-fun d119 () Int (ite (= g10_y 0) d82 (ite (= g10_y 1) d83 (ite (= g10_y 2) 4 0))))
;; <- success
(define-fun d120 () Int (ite (= g10_x 0) d103 (ite (= g10_x 1) d104 (ite (= g10_x 2) d105 (ite (= g10_x 3) d106 d112)))))
;; <- success
(define-fun d121 () Int (ite (= g10_y 0) d103 (ite (= g10_y 1) d104 (ite (= g10_y 2) d105 (ite (= g10_y 3) d106 (ite (= g10_y 4) d112 (ite (= g10_y 5) (- 1) (ite (= g10_y 6) 0 1))))))))
;; <- success
(define-fun d122 () Bool (ite r10 (ite g10_del false (and (not d117) (ite g10_ptr (ite (= g10_op 0) (= d118 d119) (distinct d118 d119)) (ite (= g10_op 0) (= d120 d121) (ite (= g10_op 1) (distinct d120 d121) (ite (= g10_op 2) (< d120 d121) (ite (= g10_op 3) (<= d120 d121) (ite (= g10_op 4) (> d120 d121) (>= d120 d121))))))))) (not d117)))
;; <- success
(define-fun d123 () Int (ite (= h10_rhs 0) d82 (ite (= h10_rhs 1) d83 (ite (= h10_rhs 2) 4 0))))
;; <- success
(define-fun d124 () Int (ite (= h10_base 0) d82 (ite (= h10_base 1) d83 4)))
;; <- success
(define-fun d125 () Int (ite (= h10_k 0) d123 (ite (= d124 1) d90 (ite (= d124 2) d91 (ite (= d124 3) d92 (- 1))))))
;; <- success
(assert (=> (and d122 (not s10)) (or (= d82 1) (= d82 2) (= d82 3) (= d82 4))))
;; <- success
(assert (=> (and (and d122 s10) (or (= h10_k 1) (= h10_k 2) (= h10_k 5))) (and (= h10_fld 0) (or (= d124 1) (= d124 2) (= d124 3) (= d124 4)))))
;; <- success
(define-fun d126 () Int (ite (and (and d122 s10) (not (or (= h10_k 2) (= h10_k 7) (= h10_k 5))) (= h10_lhs 0)) d125 d82))
;; <- success
(define-fun d127 () Int (ite (and (and d122 s10) (not (or (= h10_k 2) (= h10_k 7) (= h10_k 5))) (= h10_lhs 1)) d125 d83))
;; <- success
(define-fun d128 () Int (ite (and (and d122 s10) (not (or (= h10_k 2) (= h10_k 7) (= h10_k 5))) (= h10_lhs 2)) d125 4))
;; <- success
(define-fun d129 () Bool (and d122 (not s10)))
;; <- success
(define-fun d130 () Int (ite (and d129 (= d82 1)) 4 d90))
;; <- success
(define-fun d131 () Int (ite (and d129 (= d82 2)) 4 d91))
;; <- success
(define-fun d132 () Int (ite (and d129 (= d82 3)) 4 d92))
;; <- success
(define-fun d133 () Int (ite (and d129 (= d82 4)) 4 (- 1)))
;; <- success
(define-fun d134 () Bool (and (and d122 s10) (= h10_k 2) (= h10_fld 0)))
;; <- success
(define-fun d135 () Int (ite (and d134 (= d124 1)) d123 d130))
;; <- success
(define-fun d136 () Int (ite (and d134 (= d124 2)) d123 d131))
;; <- success
(define-fun d137 () Int (ite (and d134 (= d124 3)) d123 d132))
;; <- success
(define-fun d138 () Int (ite (and d134 (= d124 4)) d123 d133))
;; <- success
(define-fun d139 () Int (ite (= g11_x 0) d126 (ite (= g11_x 1) d127 d128)))
;; <- success
(define-fun d140 () Int (ite (= g11_y 0) d126 (ite (= g11_y 1) d127 (ite (= g11_y 2) d128 0))))
;; <- success
(define-fun d141 () Int (ite (= g11_x 0) d103 (ite (= g11_x 1) d104 (ite (= g11_x 2) d105 (ite (= g11_x 3) d106 d112)))))
;; <- success
(define-fun d142 () Int (ite (= g11_y 0) d103 (ite (= g11_y 1) d104 (ite (= g11_y 2) d105 (ite (= g11_y 3) d106 (ite (= g11_y 4) d112 (ite (= g11_y 5) (- 1) (ite (= g11_y 6) 0 1))))))))
;; <- success
(define-fun d143 () Bool (ite r11 (ite g11_del false (ite g11_ptr (ite (= g11_op 0) (= d139 d140) (distinct d139 d140)) (ite (= g11_op 0) (= d141 d142) (ite (= g11_op 1) (distinct d141 d142) (ite (= g11_op 2) (< d141 d142) (ite (= g11_op 3) (<= d141 d142) (ite (= g11_op 4) (> d141 d142) (>= d141 d142)))))))) true))
;; <- success
(define-fun d144 () Int (ite (= h11_rhs 0) d103 (ite (= h11_rhs 1) d104 (ite (= h11_rhs 2) d105 (ite (= h11_rhs 3) d106 (ite (= h11_rhs 4) d112 (ite (= h11_rhs 5) (- 1) (ite (= h11_rhs 6) 0 1))))))))
;; <- success
(define-fun d145 () Int (ite (= h11_base 0) d126 (ite (= h11_base 1) d127 d128)))
;; <- success
(define-fun d146 () Int (ite (= h11_at 0) (ite (= h11_to 0) (+ d103 d105) (ite (= h11_to 1) (+ d104 d105) (ite (= h11_to 2) (+ d105 d105) (ite (= h11_to 3) (+ d106 d105) (+ d112 d105))))) (ite (= h11_to 0) (+ d106 d103) (ite (= h11_to 1) (+ d106 d104) (ite (= h11_to 2) (+ d106 d105) (ite (= h11_to 3) (+ d106 d106) (+ d106 d112)))))))
;; <- success
(define-fun d147 () Int (ite (= h11_k 9) d146 (ite (= h11_k 5) (+ d106 d105) (ite (= h11_k 0) d144 (ite (= h11_k 3) (+ d144 (ite (= h11_add 0) (- 1) (ite (= h11_add 1) 0 1))) (ite (= d145 1) d114 (ite (= d145 2) d115 (ite (= d145 3) d116 d106))))))))
;; <- success
(assert (=> (and (and d143 s11) (or (= h11_k 1) (= h11_k 2))) (and (= h11_fld 0) (or (= d145 1) (= d145 2) (= d145 3) (= d145 4)))))
;; <- success
(define-fun d148 () Int (ite (and d143 (not s11)) (+ d106 d105) d105))
;; <- success
(define-fun d149 () Int (ite (and (and d143 s11) (not (or (= h11_k 2) (= h11_k 7))) (= h11_lhs 0)) d147 d103))
;; <- success
(define-fun d150 () Int (ite (and (and d143 s11) (not (or (= h11_k 2) (= h11_k 7))) (= h11_lhs 1)) d147 d104))
;; <- success
(define-fun d151 () Int (ite (and (and d143 s11) (not (or (= h11_k 2) (= h11_k 7))) (= h11_lhs 2)) d147 d148))
;; <- success
(define-fun d152 () Int (ite (and (and d143 s11) (not (or (= h11_k 2) (= h11_k 7))) (= h11_lhs 3)) d147 d106))
;; <- success
(define-fun d153 () Int (ite (and (and d143 s11) (not (or (= h11_k 2) (= h11_k 7))) (= h11_lhs 4)) d147 d112))
;; <- success
(define-fun d154 () Bool (and (and d143 s11) (= h11_k 2) (= h11_fld 0)))
;; <- success
(define-fun d155 () Int (ite (and d154 (= d145 1)) d144 d114))
;; <- success
(define-fun d156 () Int (ite (and d154 (= d145 2)) d144 d115))
;; <- success
(define-fun d157 () Int (ite (and d154 (= d145 3)) d144 d116))
;; <- success
(define-fun d158 () Int (ite (and d154 (= d145 4)) d144 d106))
;; <- success
(define-fun d159 () Int (+ d153 1))
;; <- success
(assert (= d149 6))
;; <- success
(assert (= d128 4))
;; <- success
(assert (= d126 1))
;; <- success
(assert (= d159 4))
;; <- success
(assert (= d150 10))
;; <- success
(assert (= d151 (- 2)))
;; <- success
(assert (= d127 4))
;; <- success
(assert (= d152 2))
;; <- success
(assert (= d155 10))
;; <- success
(assert (= d135 2))
;; <- success
(assert (= d156 8))
;; <- success
(assert (= d136 3))
;; <- success
(assert (= d157 6))
;; <- success
(assert (= d137 4))
;; <- success
(assert (= d158 4))
;; <- success
(define-fun d160 () Bool (< d159 d149))
;; <- success
(assert d160)
;; <- success
(assert (=> true true))
;; <- success
(define-fun d161 () Int (ite (= 5 1) d152 d155))
;; <- success
(define-fun d162 () Int (ite (= 5 2) d152 d156))
;; <- success
(define-fun d163 () Int (ite (= 5 3) d152 d157))
;; <- success
(define-fun d164 () Int (ite (= 5 4) d152 d158))
;; <- success
(define-fun d165 () Bool (= d126 0))
;; <- success
(assert (not d165))
;; <- success
(define-fun d166 () Int (ite (= g10_x 0) d126 (ite (= g10_x 1) d127 5)))
;; <- success
(define-fun d167 () Int (ite (= g10_y 0) d126 (ite (= g10_y 1) d127 (ite (= g10_y 2) 5 0))))
;; <- success
(define-fun d168 () Int (ite (= g10_x 0) d149 (ite (= g10_x 1) d150 (ite (= g10_x 2) d151 (ite (= g10_x 3) d152 d159)))))
;; <- success
(define-fun d169 () Int (ite (= g10_y 0) d149 (ite (= g10_y 1) d150 (ite (= g10_y 2) d151 (ite (= g10_y 3) d152 (ite (= g10_y 4) d159 (ite (= g10_y 5) (- 1) (ite (= g10_y 6) 0 1))))))))
;; <- success
(define-fun d170 () Bool (ite r10 (ite g10_del false (and (not d165) (ite g10_ptr (ite (= g10_op 0) (= d166 d167) (distinct d166 d167)) (ite (= g10_op 0) (= d168 d169) (ite (= g10_op 1) (distinct d168 d169) (ite (= g10_op 2) (< d168 d169) (ite (= g10_op 3) (<= d168 d169) (ite (= g10_op 4) (> d168 d169) (>= d168 d169))))))))) (not d165)))
;; <- success
(define-fun d171 () Int (ite (= h10_rhs 0) d126 (ite (= h10_rhs 1) d127 (ite (= h10_rhs 2) 5 0))))
;; <- success
(define-fun d172 () Int (ite (= h10_base 0) d126 (ite (= h10_base 1) d127 5)))
;; <- success
(define-fun d173 () Int (ite (= h10_k 0) d171 (ite (= d172 1) d135 (ite (= d172 2) d136 (ite (= d172 3) d137 (ite (= d172 4) d138 (- 1)))))))
;; <- success
(assert (=> (and d170 (not s10)) (or (= d126 1) (= d126 2) (= d126 3) (= d126 4) (= d126 5))))
;; <- success
(assert (=> (and (and d170 s10) (or (= h10_k 1) (= h10_k 2) (= h10_k 5))) (and (= h10_fld 0) (or (= d172 1) (= d172 2) (= d172 3) (= d172 4) (= d172 5)))))
;; <- success
(define-fun d174 () Int (ite (and (and d170 s10) (not (or (= h10_k 2) (= h10_k 7) (= h10_k 5))) (= h10_lhs 0)) d173 d126))
;; <- success
(define-fun d175 () Int (ite (and (and d170 s10) (not (or (= h10_k 2) (= h10_k 7) (= h10_k 5))) (= h10_lhs 1)) d173 d127))
;; <- success
(define-fun d176 () Int (ite (and (and d170 s10) (not (or (= h10_k 2) (= h10_k 7) (= h10_k 5))) (= h10_lhs 2)) d173 5))
;; <- success
(define-fun d177 () Bool (and d170 (not s10)))
;; <- success
(define-fun d178 () Int (ite (and d177 (= d126 1)) 5 d135))
;; <- success
(define-fun d179 () Int (ite (and d177 (= d126 2)) 5 d136))
;; <- success
(define-fun d180 () Int (ite (and d177 (= d126 3)) 5 d137))
;; <- success
(define-fun d181 () Int (ite (and d177 (= d126 4)) 5 d138))
;; <- success
(define-fun d182 () Int (ite (and d177 (= d126 5)) 5 (- 1)))
;; <- success
(define-fun d183 () Bool (and (and d170 s10) (= h10_k 2) (= h10_fld 0)))
;; <- success
(define-fun d184 () Int (ite (and d183 (= d172 1)) d171 d178))
;; <- success
(define-fun d185 () Int (ite (and d183 (= d172 2)) d171 d179))
;; <- success
(define-fun d186 () Int (ite (and d183 (= d172 3)) d171 d180))
;; <- success
(define-fun d187 () Int (ite (and d183 (= d172 4)) d171 d181))
;; <- success
(define-fun d188 () Int (ite (and d183 (= d172 5)) d171 d182))
;; <- success
(define-fun d189 () Int (ite (= g11_x 0) d174 (ite (= g11_x 1) d175 d176)))
;; <- success
(define-fun d190 () Int (ite (= g11_y 0) d174 (ite (= g11_y 1) d175 (ite (= g11_y 2) d176 0))))
;; <- success
(define-fun d191 () Int (ite (= g11_x 0) d149 (ite (= g11_x 1) d150 (ite (= g11_x 2) d151 (ite (= g11_x 3) d152 d159)))))
;; <- success
(define-fun d192 () Int (ite (= g11_y 0) d149 (ite (= g11_y 1) d150 (ite (= g11_y 2) d151 (ite (= g11_y 3) d152 (ite (= g11_y 4) d159 (ite (= g11_y 5) (- 1) (ite (= g11_y 6) 0 1))))))))
;; <- success
(define-fun d193 () Bool (ite r11 (ite g11_del false (ite g11_ptr (ite (= g11_op 0) (= d189 d190) (distinct d189 d190)) (ite (= g11_op 0) (= d191 d192) (ite (= g11_op 1) (distinct d191 d192) (ite (= g11_op 2) (< d191 d192) (ite (= g11_op 3) (<= d191 d192) (ite (= g11_op 4) (> d191 d192) (>= d191 d192)))))))) true))
;; <- success
(define-fun d194 () Int (ite (= h11_rhs 0) d149 (ite (= h11_rhs 1) d150 (ite (= h11_rhs 2) d151 (ite (= h11_rhs 3) d152 (ite (= h11_rhs 4) d159 (ite (= h11_rhs 5) (- 1) (ite (= h11_rhs 6) 0 1))))))))
;; <- success
(define-fun d195 () Int (ite (= h11_base 0) d174 (ite (= h11_base 1) d175 d176)))
;; <- success
(define-fun d196 () Int (ite (= h11_at 0) (ite (= h11_to 0) (+ d149 d151) (ite (= h11_to 1) (+ d150 d151) (ite (= h11_to 2) (+ d151 d151) (ite (= h11_to 3) (+ d152 d151) (+ d159 d151))))) (ite (= h11_to 0) (+ d152 d149) (ite (= h11_to 1) (+ d152 d150) (ite (= h11_to 2) (+ d152 d151) (ite (= h11_to 3) (+ d152 d152) (+ d152 d159)))))))
;; <- success
(define-fun d197 () Int (ite (= h11_k 9) d196 (ite (= h11_k 5) (+ d152 d151) (ite (= h11_k 0) d194 (ite (= h11_k 3) (+ d194 (ite (= h11_add 0) (- 1) (ite (= h11_add 1) 0 1))) (ite (= d195 1) d161 (ite (= d195 2) d162 (ite (= d195 3) d163 (ite (= d195 4) d164 d152)))))))))
;; <- success
(assert (=> (and (and d193 s11) (or (= h11_k 1) (= h11_k 2))) (and (= h11_fld 0) (or (= d195 1) (= d195 2) (= d195 3) (= d195 4) (= d195 5)))))
;; <- success
(define-fun d198 () Int (ite (and d193 (not s11)) (+ d152 d151) d151))
;; <- success
(define-fun d199 () Int (ite (and (and d193 s11) (not (or (= h11_k 2) (= h11_k 7))) (= h11_lhs 0)) d197 d149))
;; <- success
(define-fun d200 () Int (ite (and (and d193 s11) (not (or (= h11_k 2) (= h11_k 7))) (= h11_lhs 1)) d197 d150))
;; <- success
(define-fun d201 () Int (ite (and (and d193 s11) (not (or (= h11_k 2) (= h11_k 7))) (= h11_lhs 2)) d197 d198))
;; <- success
(define-fun d202 () Int (ite (and (and d193 s11) (not (or (= h11_k 2) (= h11_k 7))) (= h11_lhs 3)) d197 d152))
;; <- success
(define-fun d203 () Int (ite (and (and d193 s11) (not (or (= h11_k 2) (= h11_k 7))) (= h11_lhs 4)) d197 d159))
;; <- success
(define-fun d204 () Bool (and (and d193 s11) (= h11_k 2) (= h11_fld 0)))
;; <- success
(define-fun d205 () Int (ite (and d204 (= d195 1)) d194 d161))
;; <- success
(define-fun d206 () Int (ite (and d204 (= d195 2)) d194 d162))
;; <- success
(define-fun d207 () Int (ite (and d204 (= d195 3)) d194 d163))
;; <- success
(define-fun d208 () Int (ite (and d204 (= d195 4)) d194 d164))
;; <- success
(define-fun d209 () Int (ite (and d204 (= d195 5)) d194 d152))
;; <- success
(define-fun d210 () Int (+ d203 1))
;; <- success
(assert (= d199 6))
;; <- success
(assert (= d176 5))
;; <- success
(assert (= d174 1))
;; <- success
(assert (= d210 5))
;; <- success
(assert (= d200 10))
;; <- success
(assert (= d201 (- 2)))
;; <- success
(assert (= d175 5))
;; <- success
(assert (= d202 0))
;; <- success
(assert (= d205 10))
;; <- success
(assert (= d184 2))
;; <- success
(assert (= d206 8))
;; <- success
(assert (= d185 3))
;; <- success
(assert (= d207 6))
;; <- success
(assert (= d186 4))
;; <- success
(assert (= d208 4))
;; <- success
(assert (= d187 5))
;; <- success
(assert (= d209 2))
;; <- success
(define-fun d211 () Bool (< d210 d199))
;; <- success
(assert d211)
;; <- success
(assert (=> true true))
;; <- success
(define-fun d212 () Int (ite (= 6 1) d202 d205))
;; <- success
(define-fun d213 () Int (ite (= 6 2) d202 d206))
;; <- success
(define-fun d214 () Int (ite (= 6 3) d202 d207))
;; <- success
(define-fun d215 () Int (ite (= 6 4) d202 d208))
;; <- success
(define-fun d216 () Int (ite (= 6 5) d202 d209))
;; <- success
(define-fun d217 () Bool (= d174 0))
;; <- success
(assert (not d217))
;; <- success
(define-fun d218 () Int (ite (= g10_x 0) d174 (ite (= g10_x 1) d175 6)))
;; <- success
(define-fun d219 () Int (ite (= g10_y 0) d174 (ite (= g10_y 1) d175 (ite (= g10_y 2) 6 0))))
;; <- success
(define-fun d220 () Int (ite (= g10_x 0) d199 (ite (= g10_x 1) d200 (ite (= g10_x 2) d201 (ite (= g10_x 3) d202 d210)))))
;; <- success
(define-fun d221 () Int (ite (= g10_y 0) d199 (ite (= g10_y 1) d200 (ite (= g10_y 2) d201 (ite (= g10_y 3) d202 (ite (= g10_y 4) d210 (ite (= g10_y 5) (- 1) (ite (= g10_y 6) 0 1))))))))
;; <- success
(define-fun d222 () Bool (ite r10 (ite g10_del false (and (not d217) (ite g10_ptr (ite (= g10_op 0) (= d218 d219) (distinct d218 d219)) (ite (= g10_op 0) (= d220 d221) (ite (= g10_op 1) (distinct d220 d221) (ite (= g10_op 2) (< d220 d221) (ite (= g10_op 3) (<= d220 d221) (ite (= g10_op 4) (> d220 d221) (>= d220 d221))))))))) (not d217)))
;; <- success
(define-fun d223 () Int (ite (= h10_rhs 0) d174 (ite (= h10_rhs 1) d175 (ite (= h10_rhs 2) 6 0))))
;; <- success
(define-fun d224 () Int (ite (= h10_base 0) d174 (ite (= h10_base 1) d175 6)))
;; <- success
(define-fun d225 () Int (ite (= h10_k 0) d223 (ite (= d224 1) d184 (ite (= d224 2) d185 (ite (= d224 3) d186 (ite (= d224 4) d187 (ite (= d224 5) d188 (- 1))))))))
;; <- success
(assert (=> (and d222 (not s10)) (or (= d174 1) (= d174 2) (= d174 3) (= d174 4) (= d174 5) (= d174 6))))
;; <- success
(assert (=> (and (and d222 s10) (or (= h10_k 1) (= h10_k 2) (= h10_k 5))) (and (= h10_fld 0) (or (= d224 1) (= d224 2) (= d224 3) (= d224 4) (= d224 5) (= d224 6)))))
;; <- success
(define-fun d226 () Int (ite (and (and d222 s10) (not (or (= h10_k 2) (= h10_k 7) (= h10_k 5))) (= h10_lhs 0)) d225 d174))
;; <- success
(define-fun d227 () Int (ite (and (and d222 s10) (not (or (= h10_k 2) (= h10_k 7) (= h10_k 5))) (= h10_lhs 1)) d225 d175))
;; <- success
(define-fun d228 () Int (ite (and (and d222 s10) (not (or (= h10_k 2) (= h10_k 7) (= h10_k 5))) (= h10_lhs 2)) d225 6))
;; <- success
(define-fun d229 () Bool (and d222 (not s10)))
;; <- success
(define-fun d230 () Int (ite (and d229 (= d174 1)) 6 d184))
;; <- success
(define-fun d231 () Int (ite (and d229 (= d174 2)) 6 d185))
;; <- success
(define-fun d232 () Int (ite (and d229 (= d174 3)) 6 d186))
;; <- success
(define-fun d233 () Int (ite (and d229 (= d174 4)) 6 d187))
;; <- success
(define-fun d234 () Int (ite (and d229 (= d174 5)) 6 d188))
;; <- success
(define-fun d235 () Int (ite (and d229 (= d174 6)) 6 (- 1)))
;; <- success
(define-fun d236 () Bool (and (and d222 s10) (= h10_k 2) (= h10_fld 0)))
;; <- success
(define-fun d237 () Int (ite (and d236 (= d224 1)) d223 d230))
;; <- success
(define-fun d238 () Int (ite (and d236 (= d224 2)) d223 d231))
;; <- success
(define-fun d239 () Int (ite (and d236 (= d224 3)) d223 d232))
;; <- success
(define-fun d240 () Int (ite (and d236 (= d224 4)) d223 d233))
;; <- success
(define-fun d241 () Int (ite (and d236 (= d224 5)) d223 d234))
;; <- success
(define-fun d242 () Int (ite (and d236 (= d224 6)) d223 d235))
;; <- success
(define-fun d243 () Int (ite (= g11_x 0) d226 (ite (= g11_x 1) d227 d228)))
;; <- success
(define-fun d244 () Int (ite (= g11_y 0) d226 (ite (= g11_y 1) d227 (ite (= g11_y 2) d228 0))))
;; <- success
(define-fun d245 () Int (ite (= g11_x 0) d199 (ite (= g11_x 1) d200 (ite (= g11_x 2) d201 (ite (= g11_x 3) d202 d210)))))
;; <- success
(define-fun d246 () Int (ite (= g11_y 0) d199 (ite (= g11_y 1) d200 (ite (= g11_y 2) d201 (ite (= g11_y 3) d202 (ite (= g11_y 4) d210 (ite (= g11_y 5) (- 1) (ite (= g11_y 6) 0 1))))))))
;; <- success
(define-fun d247 () Bool (ite r11 (ite g11_del false (ite g11_ptr (ite (= g11_op 0) (= d243 d244) (distinct d243 d244)) (ite (= g11_op 0) (= d245 d246) (ite (= g11_op 1) (distinct d245 d246) (ite (= g11_op 2) (< d245 d246) (ite (= g11_op 3) (<= d245 d246) (ite (= g11_op 4) (> d245 d246) (>= d245 d246)))))))) true))
;; <- success
(define-fun d248 () Int (ite (= h11_rhs 0) d199 (ite (= h11_rhs 1) d200 (ite (= h11_rhs 2) d201 (ite (= h11_rhs 3) d202 (ite (= h11_rhs 4) d210 (ite (= h11_rhs 5) (- 1) (ite (= h11_rhs 6) 0 1))))))))
;; <- success
(define-fun d249 () Int (ite (= h11_base 0) d226 (ite (= h11_base 1) d227 d228)))
;; <- success
(define-fun d250 () Int (ite (= h11_at 0) (ite (= h11_to 0) (+ d199 d201) (ite (= h11_to 1) (+ d200 d201) (ite (= h11_to 2) (+ d201 d201) (ite (= h11_to 3) (+ d202 d201) (+ d210 d201))))) (ite (= h11_to 0) (+ d202 d199) (ite (= h11_to 1) (+ d202 d200) (ite (= h11_to 2) (+ d202 d201) (ite (= h11_to 3) (+ d202 d202) (+ d202 d210)))))))
;; <- success
(define-fun d251 () Int (ite (= h11_k 9) d250 (ite (= h11_k 5) (+ d202 d201) (ite (= h11_k 0) d248 (ite (= h11_k 3) (+ d248 (ite (= h11_add 0) (- 1) (ite (= h11_add 1) 0 1))) (ite (= d249 1) d212 (ite (= d249 2) d213 (ite (= d249 3) d214 (ite (= d249 4) d215 (ite (= d249 5) d216 d202))))))))))
;; <- success
(assert (=> (and (and d247 s11) (or (= h11_k 1) (= h11_k 2))) (and (= h11_fld 0) (or (= d249 1) (= d249 2) (= d249 3) (= d249 4) (= d249 5) (= d249 6)))))
;; <- success
(define-fun d252 () Int (ite (and d247 (not s11)) (+ d202 d201) d201))
;; <- success
(define-fun d253 () Int (ite (and (and d247 s11) (not (or (= h11_k 2) (= h11_k 7))) (= h11_lhs 0)) d251 d199))
;; <- success
(define-fun d254 () Int (ite (and (and d247 s11) (not (or (= h11_k 2) (= h11_k 7))) (= h11_lhs 1)) d251 d200))
;; <- success
(define-fun d255 () Int (ite (and (and d247 s11) (not (or (= h11_k 2) (= h11_k 7))) (= h11_lhs 2)) d251 d252))
;; <- success
(define-fun d256 () Int (ite (and (and d247 s11) (not (or (= h11_k 2) (= h11_k 7))) (= h11_lhs 3)) d251 d202))
;; <- success
(define-fun d257 () Int (ite (and (and d247 s11) (not (or (= h11_k 2) (= h11_k 7))) (= h11_lhs 4)) d251 d210))
;; <- success
(define-fun d258 () Bool (and (and d247 s11) (= h11_k 2) (= h11_fld 0)))
;; <- success
(define-fun d259 () Int (ite (and d258 (= d249 1)) d248 d212))
;; <- success
(define-fun d260 () Int (ite (and d258 (= d249 2)) d248 d213))
;; <- success
(define-fun d261 () Int (ite (and d258 (= d249 3)) d248 d214))
;; <- success
(define-fun d262 () Int (ite (and d258 (= d249 4)) d248 d215))
;; <- success
(define-fun d263 () Int (ite (and d258 (= d249 5)) d248 d216))
;; <- success
(define-fun d264 () Int (ite (and d258 (= d249 6)) d248 d202))
;; <- success
(define-fun d265 () Int (+ d257 1))
;; <- success
(assert (= d253 6))
;; <- success
(assert (= d228 6))
;; <- success
(assert (= d226 1))
;; <- success
(assert (= d265 6))
;; <- success
(assert (= d254 10))
;; <- success
(assert (= d255 (- 2)))
;; <- success
(assert (= d227 6))
;; <- success
(assert (= d256 (- 2)))
;; <- success
(assert (= d259 10))
;; <- success
(assert (= d237 2))
;; <- success
(assert (= d260 8))
;; <- success
(assert (= d238 3))
;; <- success
(assert (= d261 6))
;; <- success
(assert (= d239 4))
;; <- success
(assert (= d262 4))
;; <- success
(assert (= d240 5))
;; <- success
(assert (= d263 2))
;; <- success
(assert (= d241 6))
;; <- success
(assert (= d264 0))
;; <- success
(define-fun d266 () Bool (< d265 d253))
;; <- success
(assert (not d266))
;; <- success
(define-fun d267 () Bool (not (= d227 0)))
;; <- success
(assert d267)
;; <- success
(assert (=> d267 (or (= d227 1) (= d227 2) (= d227 3) (= d227 4) (= d227 5) (= d227 6))))
;; <- success
(define-fun d268 () Int (ite (and d267 (= d227 1)) d226 d237))
;; <- success
(define-fun d269 () Int (ite (and d267 (= d227 2)) d226 d238))
;; <- success
(define-fun d270 () Int (ite (and d267 (= d227 3)) d226 d239))
;; <- success
(define-fun d271 () Int (ite (and d267 (= d227 4)) d226 d240))
;; <- success
(define-fun d272 () Int (ite (and d267 (= d227 5)) d226 d241))
;; <- success
(define-fun d273 () Int (ite (and d267 (= d227 6)) d226 d242))
;; <- success
(assert (= d253 6))
;; <- success
(assert (= d228 6))
;; <- success
(assert (= d226 1))
;; <- success
(assert (= d265 6))
;; <- success
(assert (= d226 1))
;; <- success
(assert (= d254 10))
;; <- success
(assert (= d255 (- 2)))
;; <- success
(assert (= d227 6))
;; <- success
(assert (= d256 (- 2)))
;; <- success
(assert (= d259 10))
;; <- success
(assert (= d268 2))
;; <- success
(assert (= d260 8))
;; <- success
(assert (= d269 3))
;; <- success
(assert (= d261 6))
;; <- success
(assert (= d270 4))
;; <- success
(assert (= d262 4))
;; <- success
(assert (= d271 5))
;; <- success
(assert (= d263 2))
;; <- success
(assert (= d272 6))
;; <- success
(assert (= d264 0))
;; <- success
(assert (= d273 1))
;; <- success
(declare-const u274 Bool)
;; <- success
(declare-const u275 Bool)
;; <- success
(declare-const u276 Bool)
;; <- success
(declare-const u277 Int)
;; <- success
(assert true)
;; <- success
(assert true)
;; <- success
(assert true)
;; <- success
(assert true)
;; <- success
(assert true)
;; <- success
(assert true)
;; <- success
(assert true)
;; <- success
(assert true)
;; <- success
(define-fun d278 () Bool (< 0 2))
;; <- success
(assert d278)
;; <- success
(assert (=> true true))
;; <- success
(define-fun d279 () Bool (= 0 0))
;; <- success
(assert d279)
;; <- success
(define-fun d280 () Int (ite d279 1 0))
;; <- success
(define-fun d281 () Int (ite (= g11_x 0) d280 (ite (= g11_x 1) 0 1)))
;; <- success
(define-fun d282 () Int (ite (= g11_y 0) d280 (ite (= g11_y 1) 0 (ite (= g11_y 2) 1 0))))
;; <- success
(define-fun d283 () Int (ite (= g11_x 0) 2 (ite (= g11_x 1) 0 (ite (= g11_x 2) 7 0))))
;; <- success
(define-fun d284 () Int (ite (= g11_y 0) 2 (ite (= g11_y 1) 0 (ite (= g11_y 2) 7 (ite (= g11_y 3) 0 (ite (= g11_y 4) 0 (ite (= g11_y 5) (- 1) (ite (= g11_y 6) 0 1))))))))
;; <- success
(define-fun d285 () Bool (ite r11 (ite g11_del false (ite g11_ptr (ite (= g11_op 0) (= d281 d282) (distinct d281 d282)) (ite (= g11_op 0) (= d283 d284) (ite (= g11_op 1) (distinct d283 d284) (ite (= g11_op 2) (< d283 d284) (ite (= g11_op 3) (<= d283 d284) (ite (= g11_op 4) (> d283 d284) (>= d283 d284)))))))) true))
;; <- success
(define-fun d286 () Int (ite (= h11_rhs 0) 2 (ite (= h11_rhs 1) 0 (ite (= h11_rhs 2) 7 (ite (= h11_rhs 3) 0 (ite (= h11_rhs 4) 0 (ite (= h11_rhs 5) (- 1) (ite (= h11_rhs 6) 0 1))))))))
;; <- success
(define-fun d287 () Int (ite (= h11_base 0) d280 (ite (= h11_base 1) 0 1)))
;; <- success
(define-fun d288 () Int (ite (= h11_at 0) (ite (= h11_to 0) (+ 2 7) (ite (= h11_to 1) (+ 0 7) (ite (= h11_to 2) (+ 7 7) (+ 0 7)))) (ite (= h11_to 0) (+ 0 2) (ite (= h11_to 1) (+ 0 0) (ite (= h11_to 2) (+ 0 7) (+ 0 0))))))
;; <- success
(define-fun d289 () Int (ite (= h11_k 9) d288 (ite (= h11_k 5) (+ 0 7) (ite (= h11_k 0) d286 (ite (= h11_k 3) (+ d286 (ite (= h11_add 0) (- 1) (ite (= h11_add 1) 0 1))) 0)))))
;; <- success
(assert (=> (and (and d285 s11) (or (= h11_k 1) (= h11_k 2))) (and (= h11_fld 0) (= d287 1))))
;; <- success
(define-fun d290 () Int (ite (and d285 (not s11)) (+ 0 7) 7))
;; <- success
(define-fun d291 () Int (ite (and (and d285 s11) (not (or (= h11_k 2) (= h11_k 7))) (= h11_lhs 0)) d289 2))
;; <- success
(define-fun d292 () Int (ite (and (and d285 s11) (not (or (= h11_k 2) (= h11_k 7))) (= h11_lhs 1)) d289 0))
;; <- success
(define-fun d293 () Int (ite (and (and d285 s11) (not (or (= h11_k 2) (= h11_k 7))) (= h11_lhs 2)) d289 d290))
;; <- success
(define-fun d294 () Int (ite (and (and d285 s11) (not (or (= h11_k 2) (= h11_k 7))) (= h11_lhs 3)) d289 0))
;; <- success
(define-fun d295 () Int (ite (and (and d285 s11) (not (or (= h11_k 2) (= h11_k 7))) (= h11_lhs 4)) d289 0))
;; <- success
(define-fun d296 () Int (ite (and (and (and d285 s11) (= h11_k 2) (= h11_fld 0)) (= d287 1)) d286 0))
;; <- success
(define-fun d297 () Int (+ d295 1))
;; <- success
(assert (= d291 2))
;; <- success
(assert true)
;; <- success
(assert (= d280 1))
;; <- success
(assert (= d297 1))
;; <- success
(assert (= d292 0))
;; <- success
(assert (= d293 7))
;; <- success
(assert (= 0 1))
;; <- success
(assert (= d294 7))
;; <- success
(assert (= d296 0))
;; <- success
(define-fun d298 () Bool (< d297 d291))
;; <- success
(assert d298)
;; <- success
(assert (=> true true))
;; <- success
(define-fun d299 () Int (ite (= 2 1) d294 d296))
;; <- success
(define-fun d300 () Bool (= d280 0))
;; <- success
(assert (not d300))
;; <- success
(define-fun d301 () Int (ite (= g10_x 0) d280 (ite (= g10_x 1) 0 2)))
;; <- success
(define-fun d302 () Int (ite (= g10_y 0) d280 (ite (= g10_y 1) 0 (ite (= g10_y 2) 2 0))))
;; <- success
(define-fun d303 () Int (ite (= g10_x 0) d291 (ite (= g10_x 1) d292 (ite (= g10_x 2) d293 (ite (= g10_x 3) d294 d297)))))
;; <- success
(define-fun d304 () Int (ite (= g10_y 0) d291 (ite (= g10_y 1) d292 (ite (= g10_y 2) d293 (ite (= g10_y 3) d294 (ite (= g10_y 4) d297 (ite (= g10_y 5) (- 1) (ite (= g10_y 6) 0 1))))))))
;; <- success
(define-fun d305 () Bool (ite r10 (ite g10_del false (and (not d300) (ite g10_ptr (ite (= g10_op 0) (= d301 d302) (distinct d301 d302)) (ite (= g10_op 0) (= d303 d304) (ite (= g10_op 1) (distinct d303 d304) (ite (= g10_op 2) (< d303 d304) (ite (= g10_op 3) (<= d303 d304) (ite (= g10_op 4) (> d303 d304) (>= d303 d304))))))))) (not d300)))
;; <- success
(define-fun d306 () Int (ite (= h10_rhs 0) d280 (ite (= h10_rhs 1) 0 (ite (= h10_rhs 2) 2 0))))
;; <- success
(define-fun d307 () Int (ite (= h10_base 0) d280 (ite (= h10_base 1) 0 2)))
;; <- success
(define-fun d308 () Int (ite (= h10_k 0) d306 (- 1)))
;; <- success
(assert (=> (and d305 (not s10)) (or (= d280 1) (= d280 2))))
;; <- success
(assert (=> (and (and d305 s10) (or (= h10_k 1) (= h10_k 2) (= h10_k 5))) (and (= h10_fld 0) (or (= d307 1) (= d307 2)))))
;; <- success
(define-fun d309 () Int (ite (and (and d305 s10) (not (or (= h10_k 2) (= h10_k 7) (= h10_k 5))) (= h10_lhs 0)) d308 d280))
;; <- success
(define-fun d310 () Int (ite (and (and d305 s10) (not (or (= h10_k 2) (= h10_k 7) (= h10_k 5))) (= h10_lhs 1)) d308 0))
;; <- success
(define-fun d311 () Int (ite (and (and d305 s10) (not (or (= h10_k 2) (= h10_k 7) (= h10_k 5))) (= h10_lhs 2)) d308 2))
;; <- success
(define-fun d312 () Bool (and d305 (not s10)))
;; <- success
(define-fun d313 () Int (ite (and d312 (= d280 1)) 2 (- 1)))
;; <- success
(define-fun d314 () Int (ite (and d312 (= d280 2)) 2 (- 1)))
;; <- success
(define-fun d315 () Bool (and (and d305 s10) (= h10_k 2) (= h10_fld 0)))
;; <- success
(define-fun d316 () Int (ite (and d315 (= d307 1)) d306 d313))
;; <- success
(define-fun d317 () Int (ite (and d315 (= d307 2)) d306 d314))
;; <- success
(define-fun d318 () Int (ite (= g11_x 0) d309 (ite (= g11_x 1) d310 d311)))
;; <- success
(define-fun d319 () Int (ite (= g11_y 0) d309 (ite (= g11_y 1) d310 (ite (= g11_y 2) d311 0))))
;; <- success
(define-fun d320 () Int (ite (= g11_x 0) d291 (ite (= g11_x 1) d292 (ite (= g11_x 2) d293 (ite (= g11_x 3) d294 d297)))))
;; <- success
(define-fun d321 () Int (ite (= g11_y 0) d291 (ite (= g11_y 1) d292 (ite (= g11_y 2) d293 (ite (= g11_y 3) d294 (ite (= g11_y 4) d297 (ite (= g11_y 5) (- 1) (ite (= g11_y 6) 0 1))))))))
;; <- success
(define-fun d322 () Bool (ite r11 (ite g11_del false (ite g11_ptr (ite (= g11_op 0) (= d318 d319) (distinct d318 d319)) (ite (= g11_op 0) (= d320 d321) (ite (= g11_op 1) (distinct d320 d321) (ite (= g11_op 2) (< d320 d321) (ite (= g11_op 3) (<= d320 d321) (ite (= g11_op 4) (> d320 d321) (>= d320 d321)))))))) true))
;; <- success
(define-fun d323 () Int (ite (= h11_rhs 0) d291 (ite (= h11_rhs 1) d292 (ite (= h11_rhs 2) d293 (ite (= h11_rhs 3) d294 (ite (= h11_rhs 4) d297 (ite (= h11_rhs 5) (- 1) (ite (= h11_rhs 6) 0 1))))))))
;; <- success
(define-fun d324 () Int (ite (= h11_base 0) d309 (ite (= h11_base 1) d310 d311)))
;; <- success
(define-fun d325 () Int (ite (= h11_at 0) (ite (= h11_to 0) (+ d291 d293) (ite (= h11_to 1) (+ d292 d293) (ite (= h11_to 2) (+ d293 d293) (ite (= h11_to 3) (+ d294 d293) (+ d297 d293))))) (ite (= h11_to 0) (+ d294 d291) (ite (= h11_to 1) (+ d294 d292) (ite (= h11_to 2) (+ d294 d293) (ite (= h11_to 3) (+ d294 d294) (+ d294 d297)))))))
;; <- success
(define-fun d326 () Int (ite (= h11_k 9) d325 (ite (= h11_k 5) (+ d294 d293) (ite (= h11_k 0) d323 (ite (= h11_k 3) (+ d323 (ite (= h11_add 0) (- 1) (ite (= h11_add 1) 0 1))) (ite (= d324 1) d299 d294))))))
;; <- success
(assert (=> (and (and d322 s11) (or (= h11_k 1) (= h11_k 2))) (and (= h11_fld 0) (or (= d324 1) (= d324 2)))))
;; <- success
(define-fun d327 () Int (ite (and d322 (not s11)) (+ d294 d293) d293))
;; <- success
(define-fun d328 () Int (ite (and (and d322 s11) (not (or (= h11_k 2) (= h11_k 7))) (= h11_lhs 0)) d326 d291))
;; <- success
(define-fun d329 () Int (ite (and (and d322 s11) (not (or (= h11_k 2) (= h11_k 7))) (= h11_lhs 1)) d326 d292))
;; <- success
(define-fun d330 () Int (ite (and (and d322 s11) (not (or (= h11_k 2) (= h11_k 7))) (= h11_lhs 2)) d326 d327))
;; <- success
(define-fun d331 () Int (ite (and (and d322 s11) (not (or (= h11_k 2) (= h11_k 7))) (= h11_lhs 3)) d326 d294))
;; <- success
(define-fun d332 () Int (ite (and (and d322 s11) (not (or (= h11_k 2) (= h11_k 7))) (= h11_lhs 4)) d326 d297))
;; <- success
(define-fun d333 () Bool (and (and d322 s11) (= h11_k 2) (= h11_fld 0)))
;; <- success
(define-fun d334 () Int (ite (and d333 (= d324 1)) d323 d299))
;; <- success
(define-fun d335 () Int (ite (and d333 (= d324 2)) d323 d294))
;; <- success
(define-fun d336 () Int (+ d332 1))
;; <- success
(assert (= d328 2))
;; <- success
(assert (= d311 2))
;; <- success
(assert (= d309 1))
;; <- success
(assert (= d336 2))
;; <- success
(assert (= d329 0))
;; <- success
(assert (= d330 7))
;; <- success
(assert (= d310 2))
;; <- success
(assert (= d331 14))
;; <- success
(assert (= d334 0))
;; <- success
(assert (= d316 2))
;; <- success
(assert (= d335 7))
;; <- success
(define-fun d337 () Bool (< d336 d328))
;; <- success
(assert (not d337))
;; <- success
(define-fun d338 () Bool (not (= d310 0)))
;; <- success
(assert d338)
;; <- success
(assert (=> d338 (or (= d310 1) (= d310 2))))
;; <- success
(define-fun d339 () Int (ite (and d338 (= d310 1)) d309 d316))
;; <- success
(define-fun d340 () Int (ite (and d338 (= d310 2)) d309 d317))
;; <- success
(assert (= d328 2))
;; <- success
(assert (= d311 2))
;; <- success
(assert (= d309 1))
;; <- success
(assert (= d336 2))
;; <- success
(assert (= d309 1))
;; <- success
(assert (= d329 0))
;; <- success
(assert (= d330 7))
;; <- success
(assert (= d310 2))
;; <- success
(assert (= d331 14))
;; <- success
(assert (= d334 0))
;; <- success
(assert (= d339 2))
;; <- success
(assert (= d335 7))
;; <- success
(assert (= d340 1))
;; <- success
(declare-const u341 Bool)
;; <- success
(declare-const u342 Bool)
;; <- success
(declare-const u343 Bool)
;; <- success
(declare-const u344 Int)
;; <- success
(assert true)
;; <- success
(assert true)
;; <- success
(assert true)
;; <- success
(assert true)
;; <- success
(assert true)
;; <- success
(assert true)
;; <- success
(assert true)
;; <- success
(assert true)
;; <- success
(define-fun d345 () Bool (< 0 1))
;; <- success
(assert d345)
;; <- success
(assert (=> true true))
;; <- success
(define-fun d346 () Bool (= 0 0))
;; <- success
(assert d346)
;; <- success
(define-fun d347 () Int (ite d346 1 0))
;; <- success
(define-fun d348 () Int (ite (= g11_x 0) d347 (ite (= g11_x 1) 0 1)))
;; <- success
(define-fun d349 () Int (ite (= g11_y 0) d347 (ite (= g11_y 1) 0 (ite (= g11_y 2) 1 0))))
;; <- success
(define-fun d350 () Int (ite (= g11_x 0) 1 (ite (= g11_x 1) 5 (ite (= g11_x 2) 3 (ite (= g11_x 3) 5 0)))))
;; <- success
(define-fun d351 () Int (ite (= g11_y 0) 1 (ite (= g11_y 1) 5 (ite (= g11_y 2) 3 (ite (= g11_y 3) 5 (ite (= g11_y 4) 0 (ite (= g11_y 5) (- 1) (ite (= g11_y 6) 0 1))))))))
;; <- success
(define-fun d352 () Bool (ite r11 (ite g11_del false (ite g11_ptr (ite (= g11_op 0) (= d348 d349) (distinct d348 d349)) (ite (= g11_op 0) (= d350 d351) (ite (= g11_op 1) (distinct d350 d351) (ite (= g11_op 2) (< d350 d351) (ite (= g11_op 3) (<= d350 d351) (ite (= g11_op 4) (> d350 d351) (>= d350 d351)))))))) true))
;; <- success
(define-fun d353 () Int (ite (= h11_rhs 0) 1 (ite (= h11_rhs 1) 5 (ite (= h11_rhs 2) 3 (ite (= h11_rhs 3) 5 (ite (= h11_rhs 4) 0 (ite (= h11_rhs 5) (- 1) (ite (= h11_rhs 6) 0 1))))))))
;; <- success
(define-fun d354 () Int (ite (= h11_base 0) d347 (ite (= h11_base 1) 0 1)))
;; <- success
(define-fun d355 () Int (ite (= h11_at 0) (ite (= h11_to 0) (+ 1 3) (ite (= h11_to 1) (+ 5 3) (ite (= h11_to 2) (+ 3 3) (ite (= h11_to 3) (+ 5 3) (+ 0 3))))) (ite (= h11_to 0) (+ 5 1) (ite (= h11_to 1) (+ 5 5) (ite (= h11_to 2) (+ 5 3) (ite (= h11_to 3) (+ 5 5) (+ 5 0)))))))
;; <- success
(define-fun d356 () Int (ite (= h11_k 9) d355 (ite (= h11_k 5) (+ 5 3) (ite (= h11_k 0) d353 (ite (= h11_k 3) (+ d353 (ite (= h11_add 0) (- 1) (ite (= h11_add 1) 0 1))) 5)))))
;; <- success
(assert (=> (and (and d352 s11) (or (= h11_k 1) (= h11_k 2))) (and (= h11_fld 0) (= d354 1))))
;; <- success
(define-fun d357 () Int (ite (and d352 (not s11)) (+ 5 3) 3))
;; <- success
(define-fun d358 () Int (ite (and (and d352 s11) (not (or (= h11_k 2) (= h11_k 7))) (= h11_lhs 0)) d356 1))
;; <- success
(define-fun d359 () Int (ite (and (and d352 s11) (not (or (= h11_k 2) (= h11_k 7))) (= h11_lhs 1)) d356 5))
;; <- success
(define-fun d360 () Int (ite (and (and d352 s11) (not (or (= h11_k 2) (= h11_k 7))) (= h11_lhs 2)) d356 d357))
;; <- success
(define-fun d361 () Int (ite (and (and d352 s11) (not (or (= h11_k 2) (= h11_k 7))) (= h11_lhs 3)) d356 5))
;; <- success
(define-fun d362 () Int (ite (and (and d352 s11) (not (or (= h11_k 2) (= h11_k 7))) (= h11_lhs 4)) d356 0))
;; <- success
(define-fun d363 () Int (ite (and (and (and d352 s11) (= h11_k 2) (= h11_fld 0)) (= d354 1)) d353 5))
;; <- success
(define-fun d364 () Int (+ d362 1))
;; <- success
(assert (= d358 1))
;; <- success
(assert true)
;; <- success
(assert (= d347 1))
;; <- success
(assert (= d364 1))
;; <- success
(assert (= d359 5))
;; <- success
(assert (= d360 3))
;; <- success
(assert (= 0 1))
;; <- success
(assert (= d361 8))
;; <- success
(assert (= d363 5))
;; <- success
(define-fun d365 () Bool (< d364 d358))
;; <- success
(assert (not d365))
;; <- success
(define-fun d366 () Bool (not (= 0 0)))
;; <- success
(assert d366)
;; <- success
(assert (=> d366 (= 0 1)))
;; <- success
(define-fun d367 () Int (ite (and d366 (= 0 1)) d347 (- 1)))
;; <- success
(assert (= d358 1))
;; <- success
(assert true)
;; <- success
(assert (= d347 1))
;; <- success
(assert (= d364 1))
;; <- success
(assert (= d347 1))
;; <- success
(assert (= d359 5))
;; <- success
(assert (= d360 3))
;; <- success
(assert (= 0 1))
;; <- success
(assert (= d361 8))
;; <- success
(assert (= d363 5))
;; <- success
(assert (= d367 1))
;; <- success
(push 1)
;; <- success
(declare-const tau_grd.0 Bool)
;; <- success
(assert (=> tau_grd.0 (and (not r10) (not r11))))
;; <- success
(declare-const tau_stm.0 Bool)
;; <- success
(assert (=> tau_stm.0 (and (not s10) (not s11))))
;; <- success
(check-sat-assuming (tau_grd.0 tau_stm.0))
;; <- unsat
(get-unsat-assumptions)
;; <- ()
(pop 1)
;; <- success
(pop 1)
;; <- success
(push 1)
;; <- success
(declare-const s0 Bool)
;; <- success
(declare-const h0_k Int)
;; <- success
(declare-const h0_lhs Int)
;; <- success
(declare-const h0_base Int)
;; <- success
(declare-const h0_fld Int)
;; <- success
(declare-const h0_rhs Int)
;; <- success
(declare-const h0_add Int)
;; <- success
(declare-const h0_op Int)
;; <- success
(declare-const h0_rhs2 Int)
;; <- success
(declare-const h0_fld1 Int)
;; <- success
(declare-const h0_nn Int)
;; <- success
(declare-const h0_src Int)
;; <- success
(declare-const h0_sfld Int)
;; <- success
(declare-const h0_at Int)
;; <- success
(declare-const h0_to Int)
;; <- success
(assert (and (or (= h0_k 0) (= h0_k 1)) (= h0_lhs 0) (and (<= 0 h0_base) (< h0_base 3)) (and (<= 0 h0_fld) (< h0_fld 1)) (and (<= 0 h0_rhs) (< h0_rhs 4)) (and (<= 0 h0_add) (< h0_add 3)) (and (<= 0 h0_op) (< h0_op 3)) (and (<= 0 h0_rhs2) (< h0_rhs2 4)) (and (<= 0 h0_fld1) (< h0_fld1 1)) (and (<= 0 h0_src) (< h0_src 3)) (and (<= 0 h0_sfld) (< h0_sfld 1)) (and (<= 0 h0_at) (< h0_at 1)) (and (<= 0 h0_to) (< h0_to 5)) (= h0_nn 0) (=> (and (= h0_k 4) (= h0_op 2)) (>= h0_rhs2 3))))
;; <- success
(assert (=> s0 (and (=> (= h0_base 1) (not (or (= h0_k 1) (= h0_k 2) (= h0_k 6) (= h0_k 7) (= h0_k 8)))) (=> (= h0_base 2) (not (or (= h0_k 1) (= h0_k 2) (= h0_k 6) (= h0_k 7) (= h0_k 8)))) (=> (= h0_rhs 1) (not (or (= h0_k 0) (= h0_k 3) (= h0_k 4) (= h0_k 2) (= h0_k 7)))) (=> (= h0_rhs 2) (not (or (= h0_k 0) (= h0_k 3) (= h0_k 4) (= h0_k 2) (= h0_k 7)))) (=> (= h0_rhs2 1) (not (= h0_k 4))) (=> (= h0_rhs2 2) (not (= h0_k 4))) (=> (= h0_src 1) (not (= h0_k 8))) (=> (= h0_src 2) (not (= h0_k 8))) (=> (= h0_to 3) (not (= h0_k 9))) (=> (= h0_to 4) (not (= h0_k 9))))))
;; <- success
(declare-const s1 Bool)
;; <- success
(declare-const h1_k Int)
;; <- success
(declare-const h1_lhs Int)
;; <- success
(declare-const h1_base Int)
;; <- success
(declare-const h1_fld Int)
;; <- success
(declare-const h1_rhs Int)
;; <- success
(declare-const h1_add Int)
;; <- success
(declare-const h1_op Int)
;; <- success
(declare-const h1_rhs2 Int)
;; <- success
(declare-const h1_fld1 Int)
;; <- success
(declare-const h1_nn Int)
;; <- success
(declare-const h1_src Int)
;; <- success
(declare-const h1_sfld Int)
;; <- success
(declare-const h1_at Int)
;; <- success
(declare-const h1_to Int)
;; <- success
(assert (and (or (= h1_k 0) (= h1_k 1)) (= h1_lhs 1) (and (<= 0 h1_base) (< h1_base 3)) (and (<= 0 h1_fld) (< h1_fld 1)) (and (<= 0 h1_rhs) (< h1_rhs 4)) (and (<= 0 h1_add) (< h1_add 3)) (and (<= 0 h1_op) (< h1_op 3)) (and (<= 0 h1_rhs2) (< h1_rhs2 4)) (and (<= 0 h1_fld1) (< h1_fld1 1)) (and (<= 0 h1_src) (< h1_src 3)) (and (<= 0 h1_sfld) (< h1_sfld 1)) (and (<= 0 h1_at) (< h1_at 1)) (and (<= 0 h1_to) (< h1_to 5)) (= h1_nn 0) (=> (and (= h1_k 4) (= h1_op 2)) (>= h1_rhs2 3))))
;; <- success
(assert (=> s1 (and (=> (= h1_base 2) (not (or (= h1_k 1) (= h1_k 2) (= h1_k 6) (= h1_k 7) (= h1_k 8)))) (=> (= h1_rhs 2) (not (or (= h1_k 0) (= h1_k 3) (= h1_k 4) (= h1_k 2) (= h1_k 7)))) (=> (= h1_rhs2 2) (not (= h1_k 4))) (=> (= h1_src 2) (not (= h1_k 8))) (=> (= h1_to 3) (not (= h1_k 9))) (=> (= h1_to 4) (not (= h1_k 9))))))
;; <- success
(declare-const s2 Bool)
;; <- success
(declare-const h2_k Int)
;; <- success
(declare-const h2_lhs Int)
;; <- success
(declare-const h2_base Int)
;; <- success
(declare-const h2_fld Int)
;; <- success
(declare-const h2_rhs Int)
;; <- success
(declare-const h2_add Int)
;; <- success
(declare-const h2_op Int)
;; <- success
(declare-const h2_rhs2 Int)
;; <- success
(declare-const h2_fld1 Int)
;; <- success
(declare-const h2_nn Int)
;; <- success
(declare-const h2_src Int)
;; <- success
(declare-const h2_sfld Int)
;; <- success
(declare-const h2_at Int)
;; <- success
(declare-const h2_to Int)
;; <- success
(assert (and (or (= h2_k 0) (= h2_k 1)) (= h2_lhs 2) (and (<= 0 h2_base) (< h2_base 3)) (and (<= 0 h2_fld) (< h2_fld 1)) (and (<= 0 h2_rhs) (< h2_rhs 4)) (and (<= 0 h2_add) (< h2_add 3)) (and (<= 0 h2_op) (< h2_op 3)) (and (<= 0 h2_rhs2) (< h2_rhs2 4)) (and (<= 0 h2_fld1) (< h2_fld1 1)) (and (<= 0 h2_src) (< h2_src 3)) (and (<= 0 h2_sfld) (< h2_sfld 1)) (and (<= 0 h2_at) (< h2_at 1)) (and (<= 0 h2_to) (< h2_to 5)) (= h2_nn 0) (=> (and (= h2_k 4) (= h2_op 2)) (>= h2_rhs2 3))))
;; <- success
(assert (=> s2 (and (=> (= h2_to 3) (not (= h2_k 9))) (=> (= h2_to 4) (not (= h2_k 9))))))
;; <- success
(declare-const s3 Bool)
;; <- success
(declare-const h3_k Int)
;; <- success
(declare-const h3_lhs Int)
;; <- success
(declare-const h3_base Int)
;; <- success
(declare-const h3_fld Int)
;; <- success
(declare-const h3_rhs Int)
;; <- success
(declare-const h3_add Int)
;; <- success
(declare-const h3_op Int)
;; <- success
(declare-const h3_rhs2 Int)
;; <- success
(declare-const h3_fld1 Int)
;; <- success
(declare-const h3_nn Int)
;; <- success
(declare-const h3_src Int)
;; <- success
(declare-const h3_sfld Int)
;; <- success
(declare-const h3_at Int)
;; <- success
(declare-const h3_to Int)
;; <- success
(assert (and (or (= h3_k 0) (= h3_k 3) (= h3_k 1)) (= h3_lhs 3) (and (<= 0 h3_base) (< h3_base 3)) (and (<= 0 h3_fld) (< h3_fld 1)) (and (<= 0 h3_rhs) (< h3_rhs 8)) (and (<= 0 h3_add) (< h3_add 3)) (and (<= 0 h3_op) (< h3_op 3)) (and (<= 0 h3_rhs2) (< h3_rhs2 8)) (and (<= 0 h3_fld1) (< h3_fld1 1)) (and (<= 0 h3_src) (< h3_src 3)) (and (<= 0 h3_sfld) (< h3_sfld 1)) (and (<= 0 h3_at) (< h3_at 1)) (and (<= 0 h3_to) (< h3_to 5)) (= h3_nn 0) (=> (and (= h3_k 4) (= h3_op 2)) (>= h3_rhs2 5))))
;; <- success
(assert (=> s3 (and (=> (= h3_rhs 4) (not (or (= h3_k 0) (= h3_k 3) (= h3_k 4) (= h3_k 2) (= h3_k 7)))) (=> (= h3_rhs2 4) (not (= h3_k 4))) (=> (= h3_to 4) (not (= h3_k 9))))))
;; <- success
(declare-const s4 Bool)
;; <- success
(declare-const h4_k Int)
;; <- success
(declare-const h4_lhs Int)
;; <- success
(declare-const h4_base Int)
;; <- success
(declare-const h4_fld Int)
;; <- success
(declare-const h4_rhs Int)
;; <- success
(declare-const h4_add Int)
;; <- success
(declare-const h4_op Int)
;; <- success
(declare-const h4_rhs2 Int)
;; <- success
(declare-const h4_fld1 Int)
;; <- success
(declare-const h4_nn Int)
;; <- success
(declare-const h4_src Int)
;; <- success
(declare-const h4_sfld Int)
;; <- success
(declare-const h4_at Int)
;; <- success
(declare-const h4_to Int)
;; <- success
(assert (and (or (= h4_k 0) (= h4_k 3) (= h4_k 1)) (= h4_lhs 4) (and (<= 0 h4_base) (< h4_base 3)) (and (<= 0 h4_fld) (< h4_fld 1)) (and (<= 0 h4_rhs) (< h4_rhs 8)) (and (<= 0 h4_add) (< h4_add 3)) (and (<= 0 h4_op) (< h4_op 3)) (and (<= 0 h4_rhs2) (< h4_rhs2 8)) (and (<= 0 h4_fld1) (< h4_fld1 1)) (and (<= 0 h4_src) (< h4_src 3)) (and (<= 0 h4_sfld) (< h4_sfld 1)) (and (<= 0 h4_at) (< h4_at 1)) (and (<= 0 h4_to) (< h4_to 5)) (= h4_nn 0) (=> (and (= h4_k 4) (= h4_op 2)) (>= h4_rhs2 5))))
;; <- success
(declare-const s5 Bool)
;; <- success
(declare-const h5_ptr Bool)
;; <- success
(declare-const h5_op Int)
;; <- success
(declare-const h5_x Int)
;; <- success
(declare-const h5_y Int)
;; <- success
(assert (or (and h5_ptr (and (<= 0 h5_op) (< h5_op 2)) (and (<= 0 h5_x) (< h5_x 3)) (and (<= 0 h5_y) (< h5_y 4))) (and (not h5_ptr) (and (<= 0 h5_op) (< h5_op 6)) (and (<= 0 h5_x) (< h5_x 5)) (and (<= 0 h5_y) (< h5_y 8)))))
;; <- success
(declare-const s7 Bool)
;; <- success
(declare-const h7_k Int)
;; <- success
(declare-const h7_lhs Int)
;; <- success
(declare-const h7_base Int)
;; <- success
(declare-const h7_fld Int)
;; <- success
(declare-const h7_rhs Int)
;; <- success
(declare-const h7_add Int)
;; <- success
(declare-const h7_op Int)
;; <- success
(declare-const h7_rhs2 Int)
;; <- success
(declare-const h7_fld1 Int)
;; <- success
(declare-const h7_nn Int)
;; <- success
(declare-const h7_src Int)
;; <- success
(declare-const h7_sfld Int)
;; <- success
(declare-const h7_at Int)
;; <- success
(declare-const h7_to Int)
;; <- success
(assert (and (or (= h7_k 0) (= h7_k 3) (= h7_k 1) (= h7_k 2)) (and (<= 0 h7_lhs) (< h7_lhs 5)) (and (<= 0 h7_base) (< h7_base 3)) (and (<= 0 h7_fld) (< h7_fld 1)) (and (<= 0 h7_rhs) (< h7_rhs 8)) (and (<= 0 h7_add) (< h7_add 3)) (and (<= 0 h7_op) (< h7_op 3)) (and (<= 0 h7_rhs2) (< h7_rhs2 8)) (and (<= 0 h7_fld1) (< h7_fld1 1)) (and (<= 0 h7_src) (< h7_src 3)) (and (<= 0 h7_sfld) (< h7_sfld 1)) (and (<= 0 h7_at) (< h7_at 1)) (and (<= 0 h7_to) (< h7_to 5)) (= h7_nn 0) (=> (and (= h7_k 4) (= h7_op 2)) (>= h7_rhs2 5))))
;; <- success
(declare-const r7 Bool)
;; <- success
(declare-const g7_del Bool)
;; <- success
(declare-const g7_ptr Bool)
;; <- success
(declare-const g7_op Int)
;; <- success
(declare-const g7_x Int)
;; <- success
(declare-const g7_y Int)
;; <- success
(assert (or (and g7_ptr (and (<= 0 g7_op) (< g7_op 2)) (and (<= 0 g7_x) (< g7_x 3)) (and (<= 0 g7_y) (< g7_y 4))) (and (not g7_ptr) (and (<= 0 g7_op) (< g7_op 6)) (and (<= 0 g7_x) (< g7_x 5)) (and (<= 0 g7_y) (< g7_y 8)))))
;; <- success
(declare-const s8 Bool)
;; <- success
(declare-const h8_ptr Bool)
;; <- success
(declare-const h8_op Int)
;; <- success
(declare-const h8_x Int)
;; <- success
(declare-const h8_y Int)
;; <- success
(assert (or (and h8_ptr (and (<= 0 h8_op) (< h8_op 2)) (and (<= 0 h8_x) (< h8_x 3)) (and (<= 0 h8_y) (< h8_y 4))) (and (not h8_ptr) (and (<= 0 h8_op) (< h8_op 6)) (and (<= 0 h8_x) (< h8_x 5)) (and (<= 0 h8_y) (< h8_y 8)))))
;; <- success
(declare-const s9 Bool)
;; <- success
(declare-const h9_k Int)
;; <- success
(declare-const h9_lhs Int)
;; <- success
(declare-const h9_base Int)
;; <- success
(declare-const h9_fld Int)
;; <- success
(declare-const h9_rhs Int)
;; <- success
(declare-const h9_add Int)
;; <- success
(declare-const h9_op Int)
;; <- success
(declare-const h9_rhs2 Int)
;; <- success
(declare-const h9_fld1 Int)
;; <- success
(declare-const h9_nn Int)
;; <- success
(declare-const h9_src Int)
;; <- success
(declare-const h9_sfld Int)
;; <- success
(declare-const h9_at Int)
;; <- success
(declare-const h9_to Int)
;; <- success
(assert (and (or (= h9_k 0) (= h9_k 1) (= h9_k 2)) (and (<= 0 h9_lhs) (< h9_lhs 3)) (and (<= 0 h9_base) (< h9_base 3)) (and (<= 0 h9_fld) (< h9_fld 1)) (and (<= 0 h9_rhs) (< h9_rhs 4)) (and (<= 0 h9_add) (< h9_add 3)) (and (<= 0 h9_op) (< h9_op 3)) (and (<= 0 h9_rhs2) (< h9_rhs2 4)) (and (<= 0 h9_fld1) (< h9_fld1 1)) (and (<= 0 h9_src) (< h9_src 3)) (and (<= 0 h9_sfld) (< h9_sfld 1)) (and (<= 0 h9_at) (< h9_at 1)) (and (<= 0 h9_to) (< h9_to 5)) (= h9_nn 0) (=> (and (= h9_k 4) (= h9_op 2)) (>= h9_rhs2 3))))
;; <- success
(declare-const r9 Bool)
;; <- success
(declare-const g9_del Bool)
;; <- success
(declare-const g9_ptr Bool)
;; <- success
(declare-const g9_op Int)
;; <- success
(declare-const g9_x Int)
;; <- success
(declare-const g9_y Int)
;; <- success
(assert (or (and g9_ptr (and (<= 0 g9_op) (< g9_op 2)) (and (<= 0 g9_x) (< g9_x 3)) (and (<= 0 g9_y) (< g9_y 4))) (and (not g9_ptr) (and (<= 0 g9_op) (< g9_op 6)) (and (<= 0 g9_x) (< g9_x 5)) (and (<= 0 g9_y) (< g9_y 8)))))
;; <- success
(declare-const s10 Bool)
;; <- success
(declare-const h10_k Int)
;; <- success
(declare-const h10_lhs Int)
;; <- success
(declare-const h10_base Int)
;; <- success
(declare-const h10_fld Int)
;; <- success
(declare-const h10_rhs Int)
;; <- success
(declare-const h10_add Int)
;; <- success
(declare-const h10_op Int)
;; <- success
(declare-const h10_rhs2 Int)
;; <- success
(declare-const h10_fld1 Int)
;; <- success
(declare-const h10_nn Int)
;; <- success
(declare-const h10_src Int)
;; <- success
(declare-const h10_sfld Int)
;; <- success
(declare-const h10_at Int)
;; <- success
(declare-const h10_to Int)
;; <- success
(assert (and (or (= h10_k 0) (= h10_k 1) (= h10_k 2)) (and (<= 0 h10_lhs) (< h10_lhs 3)) (and (<= 0 h10_base) (< h10_base 3)) (and (<= 0 h10_fld) (< h10_fld 1)) (and (<= 0 h10_rhs) (< h10_rhs 4)) (and (<= 0 h10_add) (< h10_add 3)) (and (<= 0 h10_op) (< h10_op 3)) (and (<= 0 h10_rhs2) (< h10_rhs2 4)) (and (<= 0 h10_fld1) (< h10_fld1 1)) (and (<= 0 h10_src) (< h10_src 3)) (and (<= 0 h10_sfld) (< h10_sfld 1)) (and (<= 0 h10_at) (< h10_at 1)) (and (<= 0 h10_to) (< h10_to 5)) (= h10_nn 0) (=> (and (= h10_k 4) (= h10_op 2)) (>= h10_rhs2 3))))
;; <- success
(declare-const r10 Bool)
;; <- success
(declare-const g10_del Bool)
;; <- success
(declare-const g10_ptr Bool)
;; <- success
(declare-const g10_op Int)
;; <- success
(declare-const g10_x Int)
;; <- success
(declare-const g10_y Int)
;; <- success
(assert (or (and g10_ptr (and (<= 0 g10_op) (< g10_op 2)) (and (<= 0 g10_x) (< g10_x 3)) (and (<= 0 g10_y) (< g10_y 4))) (and (not g10_ptr) (and (<= 0 g10_op) (< g10_op 6)) (and (<= 0 g10_x) (< g10_x 5)) (and (<= 0 g10_y) (< g10_y 8)))))
;; <- success
(declare-const s11 Bool)
;; <- success
(declare-const h11_k Int)
;; <- success
(declare-const h11_lhs Int)
;; <- success
(declare-const h11_base Int)
;; <- success
(declare-const h11_fld Int)
;; <- success
(declare-const h11_rhs Int)
;; <- success
(declare-const h11_add Int)
;; <- success
(declare-const h11_op Int)
;; <- success
(declare-const h11_rhs2 Int)
;; <- success
(declare-const h11_fld1 Int)
;; <- success
(declare-const h11_nn Int)
;; <- success
(declare-const h11_src Int)
;; <- success
(declare-const h11_sfld Int)
;; <- success
(declare-const h11_at Int)
;; <- success
(declare-const h11_to Int)
;; <- success
(assert (and (or (= h11_k 0) (= h11_k 3) (= h11_k 5) (= h11_k 1) (= h11_k 2) (= h11_k 9)) (and (<= 0 h11_lhs) (< h11_lhs 5)) (and (<= 0 h11_base) (< h11_base 3)) (and (<= 0 h11_fld) (< h11_fld 1)) (and (<= 0 h11_rhs) (< h11_rhs 8)) (and (<= 0 h11_add) (< h11_add 3)) (and (<= 0 h11_op) (< h11_op 3)) (and (<= 0 h11_rhs2) (< h11_rhs2 8)) (and (<= 0 h11_fld1) (< h11_fld1 1)) (and (<= 0 h11_src) (< h11_src 3)) (and (<= 0 h11_sfld) (< h11_sfld 1)) (and (<= 0 h11_at) (< h11_at 2)) (and (<= 0 h11_to) (< h11_to 5)) (= h11_nn 0) (=> (and (= h11_k 4) (= h11_op 2)) (>= h11_rhs2 5))))
;; <- success
(declare-const r11 Bool)
;; <- success
(declare-const g11_del Bool)
;; <- success
(declare-const g11_ptr Bool)
;; <- success
(declare-const g11_op Int)
;; <- success
(declare-const g11_x Int)
;; <- success
(declare-const g11_y Int)
;; <- success
(assert (or (and g11_ptr (and (<= 0 g11_op) (< g11_op 2)) (and (<= 0 g11_x) (< g11_x 3)) (and (<= 0 g11_y) (< g11_y 4))) (and (not g11_ptr) (and (<= 0 g11_op) (< g11_op 6)) (and (<= 0 g11_x) (< g11_x 5)) (and (<= 0 g11_y) (< g11_y 8)))))
;; <- success
(declare-const s12 Bool)
;; <- success
(declare-const h12_k Int)
;; <- success
(declare-const h12_lhs Int)
;; <- success
(declare-const h12_base Int)
;; <- success
(declare-const h12_fld Int)
;; <- success
(declare-const h12_rhs Int)
;; <- success
(declare-const h12_add Int)
;; <- success
(declare-const h12_op Int)
;; <- success
(declare-const h12_rhs2 Int)
;; <- success
(declare-const h12_fld1 Int)
;; <- success
(declare-const h12_nn Int)
;; <- success
(declare-const h12_src Int)
;; <- success
(declare-const h12_sfld Int)
;; <- success
(declare-const h12_at Int)
;; <- success
(declare-const h12_to Int)
;; <- success
(assert (and (or (= h12_k 0) (= h12_k 3) (= h12_k 5) (= h12_k 1) (= h12_k 2)) (and (<= 0 h12_lhs) (< h12_lhs 5)) (and (<= 0 h12_base) (< h12_base 3)) (and (<= 0 h12_fld) (< h12_fld 1)) (and (<= 0 h12_rhs) (< h12_rhs 8)) (and (<= 0 h12_add) (< h12_add 3)) (and (<= 0 h12_op) (< h12_op 3)) (and (<= 0 h12_rhs2) (< h12_rhs2 8)) (and (<= 0 h12_fld1) (< h12_fld1 1)) (and (<= 0 h12_src) (< h12_src 3)) (and (<= 0 h12_sfld) (< h12_sfld 1)) (and (<= 0 h12_at) (< h12_at 1)) (and (<= 0 h12_to) (< h12_to 5)) (= h12_nn 0) (=> (and (= h12_k 4) (= h12_op 2)) (>= h12_rhs2 5))))
;; <- success
(declare-const r12 Bool)
;; <- success
(declare-const g12_del Bool)
;; <- success
(declare-const g12_ptr Bool)
;; <- success
(declare-const g12_op Int)
;; <- success
(declare-const g12_x Int)
;; <- success
(declare-const g12_y Int)
;; <- success
(assert (or (and g12_ptr (and (<= 0 g12_op) (< g12_op 2)) (and (<= 0 g12_x) (< g12_x 3)) (and (<= 0 g12_y) (< g12_y 4))) (and (not g12_ptr) (and (<= 0 g12_op) (< g12_op 6)) (and (<= 0 g12_x) (< g12_x 5)) (and (<= 0 g12_y) (< g12_y 8)))))
;; <- success
(declare-const s13 Bool)
;; <- success
(declare-const h13_ptr Bool)
;; <- success
(declare-const h13_op Int)
;; <- success
(declare-const h13_x Int)
;; <- success
(declare-const h13_y Int)
;; <- success
(assert (or (and h13_ptr (and (<= 0 h13_op) (< h13_op 2)) (and (<= 0 h13_x) (< h13_x 3)) (and (<= 0 h13_y) (< h13_y 4))) (and (not h13_ptr) (and (<= 0 h13_op) (< h13_op 6)) (and (<= 0 h13_x) (< h13_x 5)) (and (<= 0 h13_y) (< h13_y 8)))))
;; <- success
(declare-const s14 Bool)
;; <- success
(declare-const h14_k Int)
;; <- success
(declare-const h14_lhs Int)
;; <- success
(declare-const h14_base Int)
;; <- success
(declare-const h14_fld Int)
;; <- success
(declare-const h14_rhs Int)
;; <- success
(declare-const h14_add Int)
;; <- success
(declare-const h14_op Int)
;; <- success
(declare-const h14_rhs2 Int)
;; <- success
(declare-const h14_fld1 Int)
;; <- success
(declare-const h14_nn Int)
;; <- success
(declare-const h14_src Int)
;; <- success
(declare-const h14_sfld Int)
;; <- success
(declare-const h14_at Int)
;; <- success
(declare-const h14_to Int)
;; <- success
(assert (and (or (= h14_k 0) (= h14_k 1) (= h14_k 2)) (and (<= 0 h14_lhs) (< h14_lhs 3)) (and (<= 0 h14_base) (< h14_base 3)) (and (<= 0 h14_fld) (< h14_fld 1)) (and (<= 0 h14_rhs) (< h14_rhs 4)) (and (<= 0 h14_add) (< h14_add 3)) (and (<= 0 h14_op) (< h14_op 3)) (and (<= 0 h14_rhs2) (< h14_rhs2 4)) (and (<= 0 h14_fld1) (< h14_fld1 1)) (and (<= 0 h14_src) (< h14_src 3)) (and (<= 0 h14_sfld) (< h14_sfld 1)) (and (<= 0 h14_at) (< h14_at 1)) (and (<= 0 h14_to) (< h14_to 5)) (= h14_nn 0) (=> (and (= h14_k 4) (= h14_op 2)) (>= h14_rhs2 3))))
;; <- success
(declare-const r14 Bool)
;; <- success
(declare-const g14_del Bool)
;; <- success
(declare-const g14_ptr Bool)
;; <- success
(declare-const g14_op Int)
;; <- success
(declare-const g14_x Int)
;; <- success
(declare-const g14_y Int)
;; <- success
(assert (or (and g14_ptr (and (<= 0 g14_op) (< g14_op 2)) (and (<= 0 g14_x) (< g14_x 3)) (and (<= 0 g14_y) (< g14_y 4))) (and (not g14_ptr) (and (<= 0 g14_op) (< g14_op 6)) (and (<= 0 g14_x) (< g14_x 5)) (and (<= 0 g14_y) (< g14_y 8)))))
;; <- success
(declare-const s15 Bool)
;; <- success
(declare-const h15_k Int)
;; <- success
(declare-const h15_lhs Int)
;; <- success
(declare-const h15_base Int)
;; <- success
(declare-const h15_fld Int)
;; <- success
(declare-const h15_rhs Int)
;; <- success
(declare-const h15_add Int)
;; <- success
(declare-const h15_op Int)
;; <- success
(declare-const h15_rhs2 Int)
;; <- success
(declare-const h15_fld1 Int)
;; <- success
(declare-const h15_nn Int)
;; <- success
(declare-const h15_src Int)
;; <- success
(declare-const h15_sfld Int)
;; <- success
(declare-const h15_at Int)
;; <- success
(declare-const h15_to Int)
;; <- success
(assert (and (= h15_k 0) (= h15_lhs 0) (and (<= 0 h15_base) (< h15_base 3)) (and (<= 0 h15_fld) (< h15_fld 1)) (and (<= 0 h15_rhs) (< h15_rhs 4)) (and (<= 0 h15_add) (< h15_add 3)) (and (<= 0 h15_op) (< h15_op 3)) (and (<= 0 h15_rhs2) (< h15_rhs2 4)) (and (<= 0 h15_fld1) (< h15_fld1 1)) (and (<= 0 h15_src) (< h15_src 3)) (and (<= 0 h15_sfld) (< h15_sfld 1)) (and (<= 0 h15_at) (< h15_at 1)) (and (<= 0 h15_to) (< h15_to 5)) (= h15_nn 0) (=> (and (= h15_k 4) (= h15_op 2)) (>= h15_rhs2 3))))
;; <- success
(declare-const u1 Bool)
;; <- success
(declare-const u2 Bool)
;; <- success
(declare-const u3 Bool)
;; <- success
(declare-const u4 Int)
;; <- success
(define-fun d5 () Int (ite (= h0_rhs 0) (- 1) (ite (= h0_rhs 1) (- 1) (ite (= h0_rhs 2) (- 1) 0))))
;; <- success
(define-fun d6 () Int (- 1))
;; <- success
(define-fun d7 () Int (ite (= h0_k 0) d5 0))
;; <- success
(assert (=> (and s0 (or (= h0_k 1) (= h0_k 2))) false))
;; <- success
(define-fun d8 () Int (ite (not s0) 0 (- 1)))
;; <- success
(define-fun d9 () Int (ite (and s0 (not (or (= h0_k 2) (= h0_k 7))) (= h0_lhs 0)) d7 d8))
;; <- success
(define-fun d10 () Int (ite (= h1_rhs 0) d9 (ite (= h1_rhs 1) (- 1) (ite (= h1_rhs 2) (- 1) 0))))
;; <- success
(define-fun d11 () Int (ite (= h1_base 0) d9 (- 1)))
;; <- success
(define-fun d12 () Int (ite (= h1_k 0) d10 0))
;; <- success
(assert (=> (and s1 (or (= h1_k 1) (= h1_k 2))) false))
;; <- success
(define-fun d13 () Int (ite (not s1) 0 (- 1)))
;; <- success
(define-fun d14 () Int (ite (and s1 (not (or (= h1_k 2) (= h1_k 7))) (= h1_lhs 1)) d12 d13))
;; <- success
(define-fun d15 () Int (ite (= h2_rhs 0) d9 (ite (= h2_rhs 1) d14 (ite (= h2_rhs 2) (- 1) 0))))
;; <- success
(define-fun d16 () Int (ite (= h2_base 0) d9 (ite (= h2_base 1) d14 (- 1))))
;; <- success
(define-fun d17 () Int (ite (= h2_k 0) d15 0))
;; <- success
(assert (=> (and s2 (or (= h2_k 1) (= h2_k 2))) false))
;; <- success
(define-fun d18 () Int (ite (not s2) 0 (- 1)))
;; <- success
(define-fun d19 () Int (ite (and s2 (not (or (= h2_k 2) (= h2_k 7))) (= h2_lhs 2)) d17 d18))
;; <- success
(define-fun d20 () Int (ite (= h3_rhs 0) 0 (ite (= h3_rhs 1) 1 (ite (= h3_rhs 2) 1 (ite (= h3_rhs 3) (- 1717986919) (ite (= h3_rhs 4) (- 1717986919) (ite (= h3_rhs 5) (- 1) (ite (= h3_rhs 6) 0 1))))))))
;; <- success
(define-fun d21 () Int (ite (= h3_base 0) d9 (ite (= h3_base 1) d14 d19)))
;; <- success
(define-fun d22 () Int (ite (= h3_k 0) d20 (ite (= h3_k 3) (+ d20 (ite (= h3_add 0) (- 1) (ite (= h3_add 1) 0 1))) 0)))
;; <- success
(assert (=> (and s3 (or (= h3_k 1) (= h3_k 2))) false))
;; <- success
(define-fun d23 () Int (ite (not s3) 1 (- 1717986919)))
;; <- success
(define-fun d24 () Int (ite (and s3 (not (or (= h3_k 2) (= h3_k 7))) (= h3_lhs 3)) d22 d23))
;; <- success
(define-fun d25 () Int (ite (= h4_rhs 0) 0 (ite (= h4_rhs 1) 1 (ite (= h4_rhs 2) 1 (ite (= h4_rhs 3) d24 (ite (= h4_rhs 4) (- 1717986919) (ite (= h4_rhs 5) (- 1) (ite (= h4_rhs 6) 0 1))))))))
;; <- success
(define-fun d26 () Int (ite (= h4_base 0) d9 (ite (= h4_base 1) d14 d19)))
;; <- success
(define-fun d27 () Int (ite (= h4_k 0) d25 (ite (= h4_k 3) (+ d25 (ite (= h4_add 0) (- 1) (ite (= h4_add 1) 0 1))) 0)))
;; <- success
(assert (=> (and s4 (or (= h4_k 1) (= h4_k 2))) false))
;; <- success
(define-fun d28 () Int (ite (not s4) 0 (- 1717986919)))
;; <- success
(define-fun d29 () Int (ite (and s4 (not (or (= h4_k 2) (= h4_k 7))) (= h4_lhs 4)) d27 d28))
;; <- success
(assert true)
;; <- success
(assert (= d19 0))
;; <- success
(assert (= d9 0))
;; <- success
(assert (= d29 0))
;; <- success
(assert true)
;; <- success
(assert true)
;; <- success
(assert (= d14 0))
;; <- success
(assert (= d24 1))
;; <- success
(define-fun d30 () Int (ite (= h5_x 0) d9 (ite (= h5_x 1) d14 d19)))
;; <- success
(define-fun d31 () Int (ite (= h5_y 0) d9 (ite (= h5_y 1) d14 (ite (= h5_y 2) d19 0))))
;; <- success
(define-fun d32 () Int (ite (= h5_x 0) 0 (ite (= h5_x 1) 1 (ite (= h5_x 2) 1 (ite (= h5_x 3) d24 d29)))))
;; <- success
(define-fun d33 () Int (ite (= h5_y 0) 0 (ite (= h5_y 1) 1 (ite (= h5_y 2) 1 (ite (= h5_y 3) d24 (ite (= h5_y 4) d29 (ite (= h5_y 5) (- 1) (ite (= h5_y 6) 0 1))))))))
;; <- success
(define-fun d34 () Bool (ite (not s5) (< d29 0) u1))
;; <- success
(define-fun d35 () Bool (ite s5 (ite h5_ptr (ite (= h5_op 0) (= d30 d31) (distinct d30 d31)) (ite (= h5_op 0) (= d32 d33) (ite (= h5_op 1) (distinct d32 d33) (ite (= h5_op 2) (< d32 d33) (ite (= h5_op 3) (<= d32 d33) (ite (= h5_op 4) (> d32 d33) (>= d32 d33))))))) d34))
;; <- success
(assert (not d35))
;; <- success
(define-fun d36 () Int (ite (= h13_x 0) d9 (ite (= h13_x 1) d14 d19)))
;; <- success
(define-fun d37 () Int (ite (= h13_y 0) d9 (ite (= h13_y 1) d14 (ite (= h13_y 2) d19 0))))
;; <- success
(define-fun d38 () Int (ite (= h13_x 0) 0 (ite (= h13_x 1) 1 (ite (= h13_x 2) 1 (ite (= h13_x 3) d24 d29)))))
;; <- success
(define-fun d39 () Int (ite (= h13_y 0) 0 (ite (= h13_y 1) 1 (ite (= h13_y 2) 1 (ite (= h13_y 3) d24 (ite (= h13_y 4) d29 (ite (= h13_y 5) (- 1) (ite (= h13_y 6) 0 1))))))))
;; <- success
(define-fun d40 () Bool (ite (not s13) (not (= d14 0)) u3))
;; <- success
(define-fun d41 () Bool (ite s13 (ite h13_ptr (ite (= h13_op 0) (= d36 d37) (distinct d36 d37)) (ite (= h13_op 0) (= d38 d39) (ite (= h13_op 1) (distinct d38 d39) (ite (= h13_op 2) (< d38 d39) (ite (= h13_op 3) (<= d38 d39) (ite (= h13_op 4) (> d38 d39) (>= d38 d39))))))) d40))
;; <- success
(assert (not d41))
;; <- success
(define-fun d42 () Int (ite (= h15_rhs 0) d9 (ite (= h15_rhs 1) d14 (ite (= h15_rhs 2) d19 0))))
;; <- success
(define-fun d43 () Int (ite (= h15_base 0) d9 (ite (= h15_base 1) d14 d19)))
;; <- success
(define-fun d44 () Int (ite (= h15_k 0) d42 0))
;; <- success
(assert (=> (and s15 (or (= h15_k 1) (= h15_k 2))) false))
;; <- success
(define-fun d45 () Int (ite (not s15) d9 u4))
;; <- success
(define-fun d46 () Int (ite (and s15 (not (or (= h15_k 2) (= h15_k 7)))) d44 d45))
;; <- success
(assert true)
;; <- success
(assert (= d19 0))
;; <- success
(assert (= d9 0))
;; <- success
(assert (= d29 0))
;; <- success
(assert (= d46 0))
;; <- success
(assert true)
;; <- success
(assert true)
;; <- success
(assert (= d14 0))
;; <- success
(assert (= d24 1))
;; <- success
(declare-const u47 Bool)
;; <- success
(declare-const u48 Bool)
;; <- success
(declare-const u49 Bool)
;; <- success
(declare-const u50 Int)
;; <- success
(define-fun d51 () Int (ite (= h0_rhs 0) (- 1) (ite (= h0_rhs 1) (- 1) (ite (= h0_rhs 2) (- 1) 0))))
;; <- success
(define-fun d52 () Int (- 1))
;; <- success
(define-fun d53 () Int (ite (= h0_k 0) d51 0))
;; <- success
(assert (=> (and s0 (or (= h0_k 1) (= h0_k 2))) false))
;; <- success
(define-fun d54 () Int (ite (not s0) 0 (- 1)))
;; <- success
(define-fun d55 () Int (ite (and s0 (not (or (= h0_k 2) (= h0_k 7))) (= h0_lhs 0)) d53 d54))
;; <- success
(define-fun d56 () Int (ite (= h1_rhs 0) d55 (ite (= h1_rhs 1) (- 1) (ite (= h1_rhs 2) (- 1) 0))))
;; <- success
(define-fun d57 () Int (ite (= h1_base 0) d55 (- 1)))
;; <- success
(define-fun d58 () Int (ite (= h1_k 0) d56 0))
;; <- success
(assert (=> (and s1 (or (= h1_k 1) (= h1_k 2))) false))
;; <- success
(define-fun d59 () Int (ite (not s1) 0 (- 1)))
;; <- success
(define-fun d60 () Int (ite (and s1 (not (or (= h1_k 2) (= h1_k 7))) (= h1_lhs 1)) d58 d59))
;; <- success
(define-fun d61 () Int (ite (= h2_rhs 0) d55 (ite (= h2_rhs 1) d60 (ite (= h2_rhs 2) (- 1) 0))))
;; <- success
(define-fun d62 () Int (ite (= h2_base 0) d55 (ite (= h2_base 1) d60 (- 1))))
;; <- success
(define-fun d63 () Int (ite (= h2_k 0) d61 0))
;; <- success
(assert (=> (and s2 (or (= h2_k 1) (= h2_k 2))) false))
;; <- success
(define-fun d64 () Int (ite (not s2) 0 (- 1)))
;; <- success
(define-fun d65 () Int (ite (and s2 (not (or (= h2_k 2) (= h2_k 7))) (= h2_lhs 2)) d63 d64))
;; <- success
(define-fun d66 () Int (ite (= h3_rhs 0) 6 (ite (= h3_rhs 1) 10 (ite (= h3_rhs 2) (- 2) (ite (= h3_rhs 3) (- 1717986919) (ite (= h3_rhs 4) (- 1717986919) (ite (= h3_rhs 5) (- 1) (ite (= h3_rhs 6) 0 1))))))))
;; <- success
(define-fun d67 () Int (ite (= h3_base 0) d55 (ite (= h3_base 1) d60 d65)))
;; <- success
(define-fun d68 () Int (ite (= h3_k 0) d66 (ite (= h3_k 3) (+ d66 (ite (= h3_add 0) (- 1) (ite (= h3_add 1) 0 1))) 0)))
;; <- success
(assert (=> (and s3 (or (= h3_k 1) (= h3_k 2))) false))
;; <- success
(define-fun d69 () Int (ite (not s3) 10 (- 1717986919)))
;; <- success
(define-fun d70 () Int (ite (and s3 (not (or (= h3_k 2) (= h3_k 7))) (= h3_lhs 3)) d68 d69))
;; <- success
(define-fun d71 () Int (ite (= h4_rhs 0) 6 (ite (= h4_rhs 1) 10 (ite (= h4_rhs 2) (- 2) (ite (= h4_rhs 3) d70 (ite (= h4_rhs 4) (- 1717986919) (ite (= h4_rhs 5) (- 1) (ite (= h4_rhs 6) 0 1))))))))
;; <- success
(define-fun d72 () Int (ite (= h4_base 0) d55 (ite (= h4_base 1) d60 d65)))
;; <- success
(define-fun d73 () Int (ite (= h4_k 0) d71 (ite (= h4_k 3) (+ d71 (ite (= h4_add 0) (- 1) (ite (= h4_add 1) 0 1))) 0)))
;; <- success
(assert (=> (and s4 (or (= h4_k 1) (= h4_k 2))) false))
;; <- success
(define-fun d74 () Int (ite (not s4) 0 (- 1717986919)))
;; <- success
(define-fun d75 () Int (ite (and s4 (not (or (= h4_k 2) (= h4_k 7))) (= h4_lhs 4)) d73 d74))
;; <- success
(assert true)
;; <- success
(assert (= d65 0))
;; <- success
(assert (= d55 0))
;; <- success
(assert (= d75 0))
;; <- success
(assert true)
;; <- success
(assert true)
;; <- success
(assert (= d60 0))
;; <- success
(assert (= d70 10))
;; <- success
(define-fun d76 () Int (ite (= h5_x 0) d55 (ite (= h5_x 1) d60 d65)))
;; <- success
(define-fun d77 () Int (ite (= h5_y 0) d55 (ite (= h5_y 1) d60 (ite (= h5_y 2) d65 0))))
;; <- success
(define-fun d78 () Int (ite (= h5_x 0) 6 (ite (= h5_x 1) 10 (ite (= h5_x 2) (- 2) (ite (= h5_x 3) d70 d75)))))
;; <- success
(define-fun d79 () Int (ite (= h5_y 0) 6 (ite (= h5_y 1) 10 (ite (= h5_y 2) (- 2) (ite (= h5_y 3) d70 (ite (= h5_y 4) d75 (ite (= h5_y 5) (- 1) (ite (= h5_y 6) 0 1))))))))
;; <- success
(define-fun d80 () Bool (ite (not s5) (< d75 6) u47))
;; <- success
(define-fun d81 () Bool (ite s5 (ite h5_ptr (ite (= h5_op 0) (= d76 d77) (distinct d76 d77)) (ite (= h5_op 0) (= d78 d79) (ite (= h5_op 1) (distinct d78 d79) (ite (= h5_op 2) (< d78 d79) (ite (= h5_op 3) (<= d78 d79) (ite (= h5_op 4) (> d78 d79) (>= d78 d79))))))) d80))
;; <- success
(assert d81)
;; <- success
(define-fun d82 () Int (ite (= g7_x 0) d55 (ite (= g7_x 1) d60 1)))
;; <- success
(define-fun d83 () Int (ite (= g7_y 0) d55 (ite (= g7_y 1) d60 (ite (= g7_y 2) 1 0))))
;; <- success
(define-fun d84 () Int (ite (= g7_x 0) 6 (ite (= g7_x 1) 10 (ite (= g7_x 2) (- 2) (ite (= g7_x 3) d70 d75)))))
;; <- success
(define-fun d85 () Int (ite (= g7_y 0) 6 (ite (= g7_y 1) 10 (ite (= g7_y 2) (- 2) (ite (= g7_y 3) d70 (ite (= g7_y 4) d75 (ite (= g7_y 5) (- 1) (ite (= g7_y 6) 0 1))))))))
;; <- success
(define-fun d86 () Bool (ite r7 (ite g7_del false (ite g7_ptr (ite (= g7_op 0) (= d82 d83) (distinct d82 d83)) (ite (= g7_op 0) (= d84 d85) (ite (= g7_op 1) (distinct d84 d85) (ite (= g7_op 2) (< d84 d85) (ite (= g7_op 3) (<= d84 d85) (ite (= g7_op 4) (> d84 d85) (>= d84 d85)))))))) true))
;; <- success
(define-fun d87 () Int (ite (= h7_rhs 0) 6 (ite (= h7_rhs 1) 10 (ite (= h7_rhs 2) (- 2) (ite (= h7_rhs 3) d70 (ite (= h7_rhs 4) d75 (ite (= h7_rhs 5) (- 1) (ite (= h7_rhs 6) 0 1))))))))
;; <- success
(define-fun d88 () Int (ite (= h7_base 0) d55 (ite (= h7_base 1) d60 1)))
;; <- success
(define-fun d89 () Int (ite (= h7_k 0) d87 (ite (= h7_k 3) (+ d87 (ite (= h7_add 0) (- 1) (ite (= h7_add 1) 0 1))) (- 1717986919))))
;; <- success
(assert (=> (and d86 (not s7)) true))
;; <- success
(assert (=> (and (and d86 s7) (or (= h7_k 1) (= h7_k 2) (= h7_k 5))) (and (= h7_fld 0) (= d88 1))))
;; <- success
(define-fun d90 () Int (ite (and (and d86 s7) (not (or (= h7_k 2) (= h7_k 7) (= h7_k 5))) (= h7_lhs 0)) d89 6))
;; <- success
(define-fun d91 () Int (ite (and (and d86 s7) (not (or (= h7_k 2) (= h7_k 7) (= h7_k 5))) (= h7_lhs 1)) d89 10))
;; <- success
(define-fun d92 () Int (ite (and (and d86 s7) (not (or (= h7_k 2) (= h7_k 7) (= h7_k 5))) (= h7_lhs 2)) d89 (- 2)))
;; <- success
(define-fun d93 () Int (ite (and (and d86 s7) (not (or (= h7_k 2) (= h7_k 7) (= h7_k 5))) (= h7_lhs 3)) d89 d70))
;; <- success
(define-fun d94 () Int (ite (and (and d86 s7) (not (or (= h7_k 2) (= h7_k 7) (= h7_k 5))) (= h7_lhs 4)) d89 d75))
;; <- success
(define-fun d95 () Int (ite (and d86 (not s7)) d70 (- 1717986919)))
;; <- success
(define-fun d96 () Int (ite (and (and (and d86 s7) (= h7_k 2) (= h7_fld 0)) (= d88 1)) d87 d95))
;; <- success
(define-fun d97 () Int (ite (= h8_x 0) d55 (ite (= h8_x 1) d60 1)))
;; <- success
(define-fun d98 () Int (ite (= h8_y 0) d55 (ite (= h8_y 1) d60 (ite (= h8_y 2) 1 0))))
;; <- success
(define-fun d99 () Int (ite (= h8_x 0) d90 (ite (= h8_x 1) d91 (ite (= h8_x 2) d92 (ite (= h8_x 3) d93 d94)))))
;; <- success
(define-fun d100 () Int (ite (= h8_y 0) d90 (ite (= h8_y 1) d91 (ite (= h8_y 2) d92 (ite (= h8_y 3) d93 (ite (= h8_y 4) d94 (ite (= h8_y 5) (- 1) (ite (= h8_y 6) 0 1))))))))
;; <- success
(define-fun d101 () Bool (ite (not s8) (= d55 0) u48))
;; <- success
(define-fun d102 () Bool (ite s8 (ite h8_ptr (ite (= h8_op 0) (= d97 d98) (distinct d97 d98)) (ite (= h8_op 0) (= d99 d100) (ite (= h8_op 1) (distinct d99 d100) (ite (= h8_op 2) (< d99 d100) (ite (= h8_op 3) (<= d99 d100) (ite (= h8_op 4) (> d99 d100) (>= d99 d100))))))) d101))
;; <- success
(assert d102)
;; <- success
(define-fun d103 () Int (ite (= g9_x 0) d55 (ite (= g9_x 1) d60 1)))
;; <- success
(define-fun d104 () Int (ite (= g9_y 0) d55 (ite (= g9_y 1) d60 (ite (= g9_y 2) 1 0))))
;; <- success
(define-fun d105 () Int (ite (= g9_x 0) d90 (ite (= g9_x 1) d91 (ite (= g9_x 2) d92 (ite (= g9_x 3) d93 d94)))))
;; <- success
(define-fun d106 () Int (ite (= g9_y 0) d90 (ite (= g9_y 1) d91 (ite (= g9_y 2) d92 (ite (= g9_y 3) d93 (ite (= g9_y 4) d94 (ite (= g9_y 5) (- 1) (ite (= g9_y 6) 0 1))))))))
;; <- success
(define-fun d107 () Bool (ite r9 (ite g9_del false (and d102 (ite g9_ptr (ite (= g9_op 0) (= d103 d104) (distinct d103 d104)) (ite (= g9_op 0) (= d105 d106) (ite (= g9_op 1) (distinct d105 d106) (ite (= g9_op 2) (< d105 d106) (ite (= g9_op 3) (<= d105 d106) (ite (= g9_op 4) (> d105 d106) (>= d105 d106))))))))) d102))
;; <- success
(define-fun d108 () Int (ite (= h9_rhs 0) d55 (ite (= h9_rhs 1) d60 (ite (= h9_rhs 2) 1 0))))
;; <- success
(define-fun d109 () Int (ite (= h9_base 0) d55 (ite (= h9_base 1) d60 1)))
;; <- success
(define-fun d110 () Int (ite (= h9_k 0) d108 (- 1)))
;; <- success
(assert (=> (and (and d107 s9) (or (= h9_k 1) (= h9_k 2))) (and (= h9_fld 0) (= d109 1))))
;; <- success
(define-fun d111 () Int (ite (and d107 (not s9)) 1 d55))
;; <- success
(define-fun d112 () Int (ite (and (and d107 s9) (not (or (= h9_k 2) (= h9_k 7))) (= h9_lhs 0)) d110 d111))
;; <- success
(define-fun d113 () Int (ite (and (and d107 s9) (not (or (= h9_k 2) (= h9_k 7))) (= h9_lhs 1)) d110 d60))
;; <- success
(define-fun d114 () Int (ite (and (and d107 s9) (not (or (= h9_k 2) (= h9_k 7))) (= h9_lhs 2)) d110 1))
;; <- success
(define-fun d115 () Int (ite (and (and (and d107 s9) (= h9_k 2) (= h9_fld 0)) (= d109 1)) d108 (- 1)))
;; <- success
(define-fun d116 () Int (ite (= g11_x 0) d112 (ite (= g11_x 1) d113 d114)))
;; <- success
(define-fun d117 () Int (ite (= g11_y 0) d112 (ite (= g11_y 1) d113 (ite (= g11_y 2) d114 0))))
;; <- success
(define-fun d118 () Int (ite (= g11_x 0) d90 (ite (= g11_x 1) d91 (ite (= g11_x 2) d92 (ite (= g11_x 3) d93 d94)))))
;; <- success
(define-fun d119 () Int (ite (= g11_y 0) d90 (ite (= g11_y 1) d91 (ite (= g11_y 2) d92 (ite (= g11_y 3) d93 (ite (= g11_y 4) d94 (ite (= g11_y 5) (- 1) (ite (= g11_y 6) 0 1))))))))
;; <- success
(define-fun d120 () Bool (ite r11 (ite g11_del false (ite g11_ptr (ite (= g11_op 0) (= d116 d117) (distinct d116 d117)) (ite (= g11_op 0) (= d118 d119) (ite (= g11_op 1) (distinct d118 d119) (ite (= g11_op 2) (< d118 d119) (ite (= g11_op 3) (<= d118 d119) (ite (= g11_op 4) (> d118 d119) (>= d118 d119)))))))) true))
;; <- success
(define-fun d121 () Int (ite (= h11_rhs 0) d90 (ite (= h11_rhs 1) d91 (ite (= h11_rhs 2) d92 (ite (= h11_rhs 3) d93 (ite (= h11_rhs 4) d94 (ite (= h11_rhs 5) (- 1) (ite (= h11_rhs 6) 0 1))))))))
;; <- success
(define-fun d122 () Int (ite (= h11_base 0) d112 (ite (= h11_base 1) d113 d114)))
;; <- success
(define-fun d123 () Int (ite (= h11_at 0) (ite (= h11_to 0) (+ d90 d92) (ite (= h11_to 1) (+ d91 d92) (ite (= h11_to 2) (+ d92 d92) (ite (= h11_to 3) (+ d93 d92) (+ d94 d92))))) (ite (= h11_to 0) (+ d93 d90) (ite (= h11_to 1) (+ d93 d91) (ite (= h11_to 2) (+ d93 d92) (ite (= h11_to 3) (+ d93 d93) (+ d93 d94)))))))
;; <- success
(define-fun d124 () Int (ite (= h11_k 9) d123 (ite (= h11_k 5) (+ d93 d92) (ite (= h11_k 0) d121 (ite (= h11_k 3) (+ d121 (ite (= h11_add 0) (- 1) (ite (= h11_add 1) 0 1))) d96)))))
;; <- success
(assert (=> (and (and d120 s11) (or (= h11_k 1) (= h11_k 2))) (and (= h11_fld 0) (= d122 1))))
;; <- success
(define-fun d125 () Int (ite (and d120 (not s11)) (+ d93 d92) d92))
;; <- success
(define-fun d126 () Int (ite (and (and d120 s11) (not (or (= h11_k 2) (= h11_k 7))) (= h11_lhs 0)) d124 d90))
;; <- success
(define-fun d127 () Int (ite (and (and d120 s11) (not (or (= h11_k 2) (= h11_k 7))) (= h11_lhs 1)) d124 d91))
;; <- success
(define-fun d128 () Int (ite (and (and d120 s11) (not (or (= h11_k 2) (= h11_k 7))) (= h11_lhs 2)) d124 d125))
;; <- success
(define-fun d129 () Int (ite (and (and d120 s11) (not (or (= h11_k 2) (= h11_k 7))) (= h11_lhs 3)) d124 d93))
;; <- success
(define-fun d130 () Int (ite (and (and d120 s11) (not (or (= h11_k 2) (= h11_k 7))) (= h11_lhs 4)) d124 d94))
;; <- success
(define-fun d131 () Int (ite (and (and (and d120 s11) (= h11_k 2) (= h11_fld 0)) (= d122 1)) d121 d96))
;; <- success
(define-fun d132 () Int (ite (= g12_x 0) d112 (ite (= g12_x 1) d113 d114)))
;; <- success
(define-fun d133 () Int (ite (= g12_y 0) d112 (ite (= g12_y 1) d113 (ite (= g12_y 2) d114 0))))
;; <- success
(define-fun d134 () Int (ite (= g12_x 0) d126 (ite (= g12_x 1) d127 (ite (= g12_x 2) d128 (ite (= g12_x 3) d129 d130)))))
;; <- success
(define-fun d135 () Int (ite (= g12_y 0) d126 (ite (= g12_y 1) d127 (ite (= g12_y 2) d128 (ite (= g12_y 3) d129 (ite (= g12_y 4) d130 (ite (= g12_y 5) (- 1) (ite (= g12_y 6) 0 1))))))))
;; <- success
(define-fun d136 () Bool (ite r12 (ite g12_del false (ite g12_ptr (ite (= g12_op 0) (= d132 d133) (distinct d132 d133)) (ite (= g12_op 0) (= d134 d135) (ite (= g12_op 1) (distinct d134 d135) (ite (= g12_op 2) (< d134 d135) (ite (= g12_op 3) (<= d134 d135) (ite (= g12_op 4) (> d134 d135) (>= d134 d135)))))))) true))
;; <- success
(define-fun d137 () Int (ite (= h12_rhs 0) d126 (ite (= h12_rhs 1) d127 (ite (= h12_rhs 2) d128 (ite (= h12_rhs 3) d129 (ite (= h12_rhs 4) d130 (ite (= h12_rhs 5) (- 1) (ite (= h12_rhs 6) 0 1))))))))
;; <- success
(define-fun d138 () Int (ite (= h12_base 0) d112 (ite (= h12_base 1) d113 d114)))
;; <- success
(define-fun d139 () Int (ite (= h12_k 5) (+ d130 1) (ite (= h12_k 0) d137 (ite (= h12_k 3) (+ d137 (ite (= h12_add 0) (- 1) (ite (= h12_add 1) 0 1))) d131))))
;; <- success
(assert (=> (and (and d136 s12) (or (= h12_k 1) (= h12_k 2))) (and (= h12_fld 0) (= d138 1))))
;; <- success
(define-fun d140 () Int (ite (and d136 (not s12)) (+ d130 1) d130))
;; <- success
(define-fun d141 () Int (ite (and (and d136 s12) (not (or (= h12_k 2) (= h12_k 7))) (= h12_lhs 0)) d139 d126))
;; <- success
(define-fun d142 () Int (ite (and (and d136 s12) (not (or (= h12_k 2) (= h12_k 7))) (= h12_lhs 1)) d139 d127))
;; <- success
(define-fun d143 () Int (ite (and (and d136 s12) (not (or (= h12_k 2) (= h12_k 7))) (= h12_lhs 2)) d139 d128))
;; <- success
(define-fun d144 () Int (ite (and (and d136 s12) (not (or (= h12_k 2) (= h12_k 7))) (= h12_lhs 3)) d139 d129))
;; <- success
(define-fun d145 () Int (ite (and (and d136 s12) (not (or (= h12_k 2) (= h12_k 7))) (= h12_lhs 4)) d139 d140))
;; <- success
(define-fun d146 () Int (ite (and (and (and d136 s12) (= h12_k 2) (= h12_fld 0)) (= d138 1)) d137 d131))
;; <- success
(assert (= d141 6))
;; <- success
(assert (= d114 1))
;; <- success
(assert (= d112 1))
;; <- success
(assert (= d145 1))
;; <- success
(assert (= d142 10))
;; <- success
(assert (= d143 (- 2)))
;; <- success
(assert (= d113 1))
;; <- success
(assert (= d144 8))
;; <- success
(assert (= d146 10))
;; <- success
(define-fun d147 () Int (ite (= h5_x 0) d112 (ite (= h5_x 1) d113 d114)))
;; <- success
(define-fun d148 () Int (ite (= h5_y 0) d112 (ite (= h5_y 1) d113 (ite (= h5_y 2) d114 0))))
;; <- success
(define-fun d149 () Int (ite (= h5_x 0) d141 (ite (= h5_x 1) d142 (ite (= h5_x 2) d143 (ite (= h5_x 3) d144 d145)))))
;; <- success
(define-fun d150 () Int (ite (= h5_y 0) d141 (ite (= h5_y 1) d142 (ite (= h5_y 2) d143 (ite (= h5_y 3) d144 (ite (= h5_y 4) d145 (ite (= h5_y 5) (- 1) (ite (= h5_y 6) 0 1))))))))
;; <- success
(define-fun d151 () Bool (ite (not s5) (< d145 d141) d81))
;; <- success
(define-fun d152 () Bool (ite s5 (ite h5_ptr (ite (= h5_op 0) (= d147 d148) (distinct d147 d148)) (ite (= h5_op 0) (= d149 d150) (ite (= h5_op 1) (distinct d149 d150) (ite (= h5_op 2) (< d149 d150) (ite (= h5_op 3) (<= d149 d150) (ite (= h5_op 4) (> d149 d150) (>= d149 d150))))))) d151))
;; <- success
(assert d152)
;; <- success
(define-fun d153 () Int (ite (= g7_x 0) d112 (ite (= g7_x 1) d113 2)))
;; <- success
(define-fun d154 () Int (ite (= g7_y 0) d112 (ite (= g7_y 1) d113 (ite (= g7_y 2) 2 0))))
;; <- success
(define-fun d155 () Int (ite (= g7_x 0) d141 (ite (= g7_x 1) d142 (ite (= g7_x 2) d143 (ite (= g7_x 3) d144 d145)))))
;; <- success
(define-fun d156 () Int (ite (= g7_y 0) d141 (ite (= g7_y 1) d142 (ite (= g7_y 2) d143 (ite (= g7_y 3) d144 (ite (= g7_y 4) d145 (ite (= g7_y 5) (- 1) (ite (= g7_y 6) 0 1))))))))
;; <- success
(define-fun d157 () Bool (ite r7 (ite g7_del false (ite g7_ptr (ite (= g7_op 0) (= d153 d154) (distinct d153 d154)) (ite (= g7_op 0) (= d155 d156) (ite (= g7_op 1) (distinct d155 d156) (ite (= g7_op 2) (< d155 d156) (ite (= g7_op 3) (<= d155 d156) (ite (= g7_op 4) (> d155 d156) (>= d155 d156)))))))) true))
;; <- success
(define-fun d158 () Int (ite (= h7_rhs 0) d141 (ite (= h7_rhs 1) d142 (ite (= h7_rhs 2) d143 (ite (= h7_rhs 3) d144 (ite (= h7_rhs 4) d145 (ite (= h7_rhs 5) (- 1) (ite (= h7_rhs 6) 0 1))))))))
;; <- success
(define-fun d159 () Int (ite (= h7_base 0) d112 (ite (= h7_base 1) d113 2)))
;; <- success
(define-fun d160 () Int (ite (= h7_k 0) d158 (ite (= h7_k 3) (+ d158 (ite (= h7_add 0) (- 1) (ite (= h7_add 1) 0 1))) (ite (= d159 1) d146 (- 1717986919)))))
;; <- success
(assert (=> (and d157 (not s7)) true))
;; <- success
(assert (=> (and (and d157 s7) (or (= h7_k 1) (= h7_k 2) (= h7_k 5))) (and (= h7_fld 0) (or (= d159 1) (= d159 2)))))
;; <- success
(define-fun d161 () Int (ite (and (and d157 s7) (not (or (= h7_k 2) (= h7_k 7) (= h7_k 5))) (= h7_lhs 0)) d160 d141))
;; <- success
(define-fun d162 () Int (ite (and (and d157 s7) (not (or (= h7_k 2) (= h7_k 7) (= h7_k 5))) (= h7_lhs 1)) d160 d142))
;; <- success
(define-fun d163 () Int (ite (and (and d157 s7) (not (or (= h7_k 2) (= h7_k 7) (= h7_k 5))) (= h7_lhs 2)) d160 d143))
;; <- success
(define-fun d164 () Int (ite (and (and d157 s7) (not (or (= h7_k 2) (= h7_k 7) (= h7_k 5))) (= h7_lhs 3)) d160 d144))
;; <- success
(define-fun d165 () Int (ite (and (and d157 s7) (not (or (= h7_k 2) (= h7_k 7) (= h7_k 5))) (= h7_lhs 4)) d160 d145))
;; <- success
(define-fun d166 () Bool (and d157 (not s7)))
;; <- success
(define-fun d167 () Int (ite (and d166 (= 2 1)) d144 d146))
;; <- success
(define-fun d168 () Int (ite d166 d144 (- 1717986919)))
;; <- success
(define-fun d169 () Bool (and (and d157 s7) (= h7_k 2) (= h7_fld 0)))
;; <- success
(define-fun d170 () Int (ite (and d169 (= d159 1)) d158 d167))
;; <- success
(define-fun d171 () Int (ite (and d169 (= d159 2)) d158 d168))
;; <- success
(define-fun d172 () Int (ite (= h8_x 0) d112 (ite (= h8_x 1) d113 2)))
;; <- success
(define-fun d173 () Int (ite (= h8_y 0) d112 (ite (= h8_y 1) d113 (ite (= h8_y 2) 2 0))))
;; <- success
(define-fun d174 () Int (ite (= h8_x 0) d161 (ite (= h8_x 1) d162 (ite (= h8_x 2) d163 (ite (= h8_x 3) d164 d165)))))
;; <- success
(define-fun d175 () Int (ite (= h8_y 0) d161 (ite (= h8_y 1) d162 (ite (= h8_y 2) d163 (ite (= h8_y 3) d164 (ite (= h8_y 4) d165 (ite (= h8_y 5) (- 1) (ite (= h8_y 6) 0 1))))))))
;; <- success
(define-fun d176 () Bool (ite (not s8) (= d112 0) d102))
;; <- success
(define-fun d177 () Bool (ite s8 (ite h8_ptr (ite (= h8_op 0) (= d172 d173) (distinct d172 d173)) (ite (= h8_op 0) (= d174 d175) (ite (= h8_op 1) (distinct d174 d175) (ite (= h8_op 2) (< d174 d175) (ite (= h8_op 3) (<= d174 d175) (ite (= h8_op 4) (> d174 d175) (>= d174 d175))))))) d176))
;; <- success
(assert (not d177))
;; <- success
(define-fun d178 () Int (ite (= g10_x 0) d112 (ite (= g10_x 1) d113 2)))
;; <- success
(define-fun d179 () Int (ite (= g10_y 0) d112 (ite (= g10_y 1) d113 (ite (= g10_y 2) 2 0))))
;; <- success
(define-fun d180 () Int (ite (= g10_x 0) d161 (ite (= g10_x 1) d162 (ite (= g10_x 2) d163 (ite (= g10_x 3) d164 d165)))))
;; <- success
(define-fun d181 () Int (ite (= g10_y 0) d161 (ite (= g10_y 1) d162 (ite (= g10_y 2) d163 (ite (= g10_y 3) d164 (ite (= g10_y 4) d165 (ite (= g10_y 5) (- 1) (ite (= g10_y 6) 0 1))))))))
;; <- success
(define-fun d182 () Bool (ite r10 (ite g10_del false (and (not d177) (ite g10_ptr (ite (= g10_op 0) (= d178 d179) (distinct d178 d179)) (ite (= g10_op 0) (= d180 d181) (ite (= g10_op 1) (distinct d180 d181) (ite (= g10_op 2) (< d180 d181) (ite (= g10_op 3) (<= d180 d181) (ite (= g10_op 4) (> d180 d181) (>= d180 d181))))))))) (not d177)))
;; <- success
(define-fun d183 () Int (ite (= h10_rhs 0) d112 (ite (= h10_rhs 1) d113 (ite (= h10_rhs 2) 2 0))))
;; <- success
(define-fun d184 () Int (ite (= h10_base 0) d112 (ite (= h10_base 1) d113 2)))
;; <- success
(define-fun d185 () Int (ite (= h10_k 0) d183 (ite (= d184 1) d115 (- 1))))
;; <- success
(assert (=> (and d182 (not s10)) (or (= d112 1) (= d112 2))))
;; <- success
(assert (=> (and (and d182 s10) (or (= h10_k 1) (= h10_k 2) (= h10_k 5))) (and (= h10_fld 0) (or (= d184 1) (= d184 2)))))
;; <- success
(define-fun d186 () Int (ite (and (and d182 s10) (not (or (= h10_k 2) (= h10_k 7) (= h10_k 5))) (= h10_lhs 0)) d185 d112))
;; <- success
(define-fun d187 () Int (ite (and (and d182 s10) (not (or (= h10_k 2) (= h10_k 7) (= h10_k 5))) (= h10_lhs 1)) d185 d113))
;; <- success
(define-fun d188 () Int (ite (and (and d182 s10) (not (or (= h10_k 2) (= h10_k 7) (= h10_k 5))) (= h10_lhs 2)) d185 2))
;; <- success
(define-fun d189 () Bool (and d182 (not s10)))
;; <- success
(define-fun d190 () Int (ite (and d189 (= d112 1)) 2 d115))
;; <- success
(define-fun d191 () Int (ite (and d189 (= d112 2)) 2 (- 1)))
;; <- success
(define-fun d192 () Bool (and (and d182 s10) (= h10_k 2) (= h10_fld 0)))
;; <- success
(define-fun d193 () Int (ite (and d192 (= d184 1)) d183 d190))
;; <- success
(define-fun d194 () Int (ite (and d192 (= d184 2)) d183 d191))
;; <- success
(define-fun d195 () Int (ite (= g11_x 0) d186 (ite (= g11_x 1) d187 d188)))
;; <- success
(define-fun d196 () Int (ite (= g11_y 0) d186 (ite (= g11_y 1) d187 (ite (= g11_y 2) d188 0))))
;; <- success
(define-fun d197 () Int (ite (= g11_x 0) d161 (ite (= g11_x 1) d162 (ite (= g11_x 2) d163 (ite (= g11_x 3) d164 d165)))))
;; <- success
(define-fun d198 () Int (ite (= g11_y 0) d161 (ite (= g11_y 1) d162 (ite (= g11_y 2) d163 (ite (= g11_y 3) d164 (ite (= g11_y 4) d165 (ite (= g11_y 5) (- 1) (ite (= g11_y 6) 0 1))))))))
;; <- success
(define-fun d199 () Bool (ite r11 (ite g11_del false (ite g11_ptr (ite (= g11_op 0) (= d195 d196) (distinct d195 d196)) (ite (= g11_op 0) (= d197 d198) (ite (= g11_op 1) (distinct d197 d198) (ite (= g11_op 2) (< d197 d198) (ite (= g11_op 3) (<= d197 d198) (ite (= g11_op 4) (> d197 d198) (>= d197 d198)))))))) true))
;; <- success
(define-fun d200 () Int (ite (= h11_rhs 0) d161 (ite (= h11_rhs 1) d162 (ite (= h11_rhs 2) d163 (ite (= h11_rhs 3) d164 (ite (= h11_rhs 4) d165 (ite (= h11_rhs 5) (- 1) (ite (= h11_rhs 6) 0 1))))))))
;; <- success
(define-fun d201 () Int (ite (= h11_base 0) d186 (ite (= h11_base 1) d187 d188)))
;; <- success
(define-fun d202 () Int (ite (= h11_at 0) (ite (= h11_to 0) (+ d161 d163) (ite (= h11_to 1) (+ d162 d163) (ite (= h11_to 2) (+ d163 d163) (ite (= h11_to 3) (+ d164 d163) (+ d165 d163))))) (ite (= h11_to 0) (+ d164 d161) (ite (= h11_to 1) (+ d164 d162) (ite (= h11_to 2) (+ d164 d163) (ite (= h11_to 3) (+ d164 d164) (+ d164 d165)))))))
;; <- success
(define-fun d203 () Int (ite (= h11_k 9) d202 (ite (= h11_k 5) (+ d164 d163) (ite (= h11_k 0) d200 (ite (= h11_k 3) (+ d200 (ite (= h11_add 0) (- 1) (ite (= h11_add 1) 0 1))) (ite (= d201 1) d170 d171))))))
;; <- success
(assert (=> (and (and d199 s11) (or (= h11_k 1) (= h11_k 2))) (and (= h11_fld 0) (or (= d201 1) (= d201 2)))))
;; <- success
(define-fun d204 () Int (ite (and d199 (not s11)) (+ d164 d163) d163))
;; <- success
(define-fun d205 () Int (ite (and (and d199 s11) (not (or (= h11_k 2) (= h11_k 7))) (= h11_lhs 0)) d203 d161))
;; <- success
(define-fun d206 () Int (ite (and (and d199 s11) (not (or (= h11_k 2) (= h11_k 7))) (= h11_lhs 1)) d203 d162))
;; <- success
(define-fun d207 () Int (ite (and (and d199 s11) (not (or (= h11_k 2) (= h11_k 7))) (= h11_lhs 2)) d203 d204))
;; <- success
(define-fun d208 () Int (ite (and (and d199 s11) (not (or (= h11_k 2) (= h11_k 7))) (= h11_lhs 3)) d203 d164))
;; <- success
(define-fun d209 () Int (ite (and (and d199 s11) (not (or (= h11_k 2) (= h11_k 7))) (= h11_lhs 4)) d203 d165))
;; <- success
(define-fun d210 () Bool (and (and d199 s11) (= h11_k 2) (= h11_fld 0)))
;; <- success
(define-fun d211 () Int (ite (and d210 (= d201 1)) d200 d170))
;; <- success
(define-fun d212 () Int (ite (and d210 (= d201 2)) d200 d171))
;; <- success
(define-fun d213 () Int (ite (= g12_x 0) d186 (ite (= g12_x 1) d187 d188)))
;; <- success
(define-fun d214 () Int (ite (= g12_y 0) d186 (ite (= g12_y 1) d187 (ite (= g12_y 2) d188 0))))
;; <- success
(define-fun d215 () Int (ite (= g12_x 0) d205 (ite (= g12_x 1) d206 (ite (= g12_x 2) d207 (ite (= g12_x 3) d208 d209)))))
;; <- success
(define-fun d216 () Int (ite (= g12_y 0) d205 (ite (= g12_y 1) d206 (ite (= g12_y 2) d207 (ite (= g12_y 3) d208 (ite (= g12_y 4) d209 (ite (= g12_y 5) (- 1) (ite (= g12_y 6) 0 1))))))))
;; <- success
(define-fun d217 () Bool (ite r12 (ite g12_del false (ite g12_ptr (ite (= g12_op 0) (= d213 d214) (distinct d213 d214)) (ite (= g12_op 0) (= d215 d216) (ite (= g12_op 1) (distinct d215 d216) (ite (= g12_op 2) (< d215 d216) (ite (= g12_op 3) (<= d215 d216) (ite (= g12_op 4) (> d215 d216) (>= d215 d216)))))))) true))
;; <- success
(define-fun d218 () Int (ite (= h12_rhs 0) d205 (ite (= h12_rhs 1) d206 (ite (= h12_rhs 2) d207 (ite (= h12_rhs 3) d208 (ite (= h12_rhs 4) d209 (ite (= h12_rhs 5) (- 1) (ite (= h12_rhs 6) 0 1))))))))
;; <- success
(define-fun d219 () Int (ite (= h12_base 0) d186 (ite (= h12_base 1) d187 d188)))
;; <- success
(define-fun d220 () Int (ite (= h12_k 5) (+ d209 1) (ite (= h12_k 0) d218 (ite (= h12_k 3) (+ d218 (ite (= h12_add 0) (- 1) (ite (= h12_add 1) 0 1))) (ite (= d219 1) d211 d212)))))
;; <- success
(assert (=> (and (and d217 s12) (or (= h12_k 1) (= h12_k 2))) (and (= h12_fld 0) (or (= d219 1) (= d219 2)))))
;; <- success
(define-fun d221 () Int (ite (and d217 (not s12)) (+ d209 1) d209))
;; <- success
(define-fun d222 () Int (ite (and (and d217 s12) (not (or (= h12_k 2) (= h12_k 7))) (= h12_lhs 0)) d220 d205))
;; <- success
(define-fun d223 () Int (ite (and (and d217 s12) (not (or (= h12_k 2) (= h12_k 7))) (= h12_lhs 1)) d220 d206))
;; <- success
(define-fun d224 () Int (ite (and (and d217 s12) (not (or (= h12_k 2) (= h12_k 7))) (= h12_lhs 2)) d220 d207))
;; <- success
(define-fun d225 () Int (ite (and (and d217 s12) (not (or (= h12_k 2) (= h12_k 7))) (= h12_lhs 3)) d220 d208))
;; <- success
(define-fun d226 () Int (ite (and (and d217 s12) (not (or (= h12_k 2) (= h12_k 7))) (= h12_lhs 4)) d220 d221))
;; <- success
(define-fun d227 () Bool (and (and d217 s12) (= h12_k 2) (= h12_fld 0)))
;; <- success
(define-fun d228 () Int (ite (and d227 (= d219 1)) d218 d211))
;; <- success
(define-fun d229 () Int (ite (and d227 (= d219 2)) d218 d212))
;; <- success
(assert (= d222 6))
;; <- success
(assert (= d188 2))
;; <- success
(assert (= d186 1))
;; <- success
(assert (= d226 2))
;; <- success
(assert (= d223 10))
;; <- success
(assert (= d224 (- 2)))
;; <- success
(assert (= d187 2))
;; <- success
(assert (= d225 6))
;; <- success
(assert (= d228 10))
;; <- success
(assert (= d193 2))
;; <- success
(assert (= d229 8))
;; <- success
(define-fun d230 () Int (ite (= h5_x 0) d186 (ite (= h5_x 1) d187 d188)))
;; <- success
(define-fun d231 () Int (ite (= h5_y 0) d186 (ite (= h5_y 1) d187 (ite (= h5_y 2) d188 0))))
;; <- success
(define-fun d232 () Int (ite (= h5_x 0) d222 (ite (= h5_x 1) d223 (ite (= h5_x 2) d224 (ite (= h5_x 3) d225 d226)))))
;; <- success
(define-fun d233 () Int (ite (= h5_y 0) d222 (ite (= h5_y 1) d223 (ite (= h5_y 2) d224 (ite (= h5_y 3) d225 (ite (= h5_y 4) d226 (ite (= h5_y 5) (- 1) (ite (= h5_y 6) 0 1))))))))
;; <- success
(define-fun d234 () Bool (ite (not s5) (< d226 d222) d152))
;; <- success
(define-fun d235 () Bool (ite s5 (ite h5_ptr (ite (= h5_op 0) (= d230 d231) (distinct d230 d231)) (ite (= h5_op 0) (= d232 d233) (ite (= h5_op 1) (distinct d232 d233) (ite (= h5_op 2) (< d232 d233) (ite (= h5_op 3) (<= d232 d233) (ite (= h5_op 4) (> d232 d233) (>= d232 d233))))))) d234))
;; <- success
(assert d235)
;; <- success
(define-fun d236 () Int (ite (= g7_x 0) d186 (ite (= g7_x 1) d187 3)))
;; <- success
(define-fun d237 () Int (ite (= g7_y 0) d186 (ite (= g7_y 1) d187 (ite (= g7_y 2) 3 0))))
;; <- success
(define-fun d238 () Int (ite (= g7_x 0) d222 (ite (= g7_x 1) d223 (ite (= g7_x 2) d224 (ite (= g7_x 3) d225 d226)))))
;; <- success
(define-fun d239 () Int (ite (= g7_y 0) d222 (ite (= g7_y 1) d223 (ite (= g7_y 2) d224 (ite (= g7_y 3) d225 (ite (= g7_y 4) d226 (ite (= g7_y 5) (- 1) (ite (= g7_y 6) 0 1))))))))
;; <- success
(define-fun d240 () Bool (ite r7 (ite g7_del false (ite g7_ptr (ite (= g7_op 0) (= d236 d237) (distinct d236 d237)) (ite (= g7_op 0) (= d238 d239) (ite (= g7_op 1) (distinct d238 d239) (ite (= g7_op 2) (< d238 d239) (ite (= g7_op 3) (<= d238 d239) (ite (= g7_op 4) (> d238 d239) (>= d238 d239)))))))) true))
;; <- success
(define-fun d241 () Int (ite (= h7_rhs 0) d222 (ite (= h7_rhs 1) d223 (ite (= h7_rhs 2) d224 (ite (= h7_rhs 3) d225 (ite (= h7_rhs 4) d226 (ite (= h7_rhs 5) (- 1) (ite (= h7_rhs 6) 0 1))))))))
;; <- success
(define-fun d242 () Int (ite (= h7_base 0) d186 (ite (= h7_base 1) d187 3)))
;; <- success
(define-fun d243 () Int (ite (= h7_k 0) d241 (ite (= h7_k 3) (+ d241 (ite (= h7_add 0) (- 1) (ite (= h7_add 1) 0 1))) (ite (= d242 1) d228 (ite (= d242 2) d229 (- 1717986919))))))
;; <- success
(assert (=> (and d240 (not s7)) true))
;; <- success
(assert (=> (and (and d240 s7) (or (= h7_k 1) (= h7_k 2) (= h7_k 5))) (and (= h7_fld 0) (or (= d242 1) (= d242 2) (= d242 3)))))
;; <- success
(define-fun d244 () Int (ite (and (and d240 s7) (not (or (= h7_k 2) (= h7_k 7) (= h7_k 5))) (= h7_lhs 0)) d243 d222))
;; <- success
(define-fun d245 () Int (ite (and (and d240 s7) (not (or (= h7_k 2) (= h7_k 7) (= h7_k 5))) (= h7_lhs 1)) d243 d223))
;; <- success
(define-fun d246 () Int (ite (and (and d240 s7) (not (or (= h7_k 2) (= h7_k 7) (= h7_k 5))) (= h7_lhs 2)) d243 d224))
;; <- success
(define-fun d247 () Int (ite (and (and d240 s7) (not (or (= h7_k 2) (= h7_k 7) (= h7_k 5))) (= h7_lhs 3)) d243 d225))
;; <- success
(define-fun d248 () Int (ite (and (and d240 s7) (not (or (= h7_k 2) (= h7_k 7) (= h7_k 5))) (= h7_lhs 4)) d243 d226))
;; <- success
(define-fun d249 () Bool (and d240 (not s7)))
;; <- success
(define-fun d250 () Int (ite (and d249 (= 3 1)) d225 d228))
;; <- success
(define-fun d251 () Int (ite (and d249 (= 3 2)) d225 d229))
;; <- success
(define-fun d252 () Int (ite d249 d225 (- 1717986919)))
;; <- success
(define-fun d253 () Bool (and (and d240 s7) (= h7_k 2) (= h7_fld 0)))
;; <- success
(define-fun d254 () Int (ite (and d253 (= d242 1)) d241 d250))
;; <- success
(define-fun d255 () Int (ite (and d253 (= d242 2)) d241 d251))
;; <- success
(define-fun d256 () Int (ite (and d253 (= d242 3)) d241 d252))
;; <- success
(define-fun d257 () Int (ite (= h8_x 0) d186 (ite (= h8_x 1) d187 3)))
;; <- success
(define-fun d258 () Int (ite (= h8_y 0) d186 (ite (= h8_y 1) d187 (ite (= h8_y 2) 3 0))))
;; <- success
(define-fun d259 () Int (ite (= h8_x 0) d244 (ite (= h8_x 1) d245 (ite (= h8_x 2) d246 (ite (= h8_x 3) d247 d248)))))
;; <- success
(define-fun d260 () Int (ite (= h8_y 0) d244 (ite (= h8_y 1) d245 (ite (= h8_y 2) d246 (ite (= h8_y 3) d247 (ite (= h8_y 4) d248 (ite (= h8_y 5) (- 1) (ite (= h8_y 6) 0 1))))))))
;; <- success
(define-fun d261 () Bool (ite (not s8) (= d186 0) d177))
;; <- success
(define-fun d262 () Bool (ite s8 (ite h8_ptr (ite (= h8_op 0) (= d257 d258) (distinct d257 d258)) (ite (= h8_op 0) (= d259 d260) (ite (= h8_op 1) (distinct d259 d260) (ite (= h8_op 2) (< d259 d260) (ite (= h8_op 3) (<= d259 d260) (ite (= h8_op 4) (> d259 d260) (>= d259 d260))))))) d261))
;; <- success
(assert (not d262))
;; <- success
(define-fun d263 () Int (ite (= g10_x 0) d186 (ite (= g10_x 1) d187 3)))
;; <- success
(define-fun d264 () Int (ite (= g10_y 0) d186 (ite (= g10_y 1) d187 (ite (= g10_y 2) 3 0))))
;; <- success
(define-fun d265 () Int (ite (= g10_x 0) d244 (ite (= g10_x 1) d245 (ite (= g10_x 2) d246 (ite (= g10_x 3) d247 d248)))))
;; <- success
(define-fun d266 () Int (ite (= g10_y 0) d244 (ite (= g10_y 1) d245 (ite (= g10_y 2) d246 (ite (= g10_y 3) d247 (ite (= g10_y 4) d248 (ite (= g10_y 5) (- 1) (ite (= g10_y 6) 0 1))))))))
;; <- success
(define-fun d267 () Bool (ite r10 (ite g10_del false (and (not d262) (ite g10_ptr (ite (= g10_op 0) (= d263 d264) (distinct d263 d264)) (ite (= g10_op 0) (= d265 d266) (ite (= g10_op 1) (distinct d265 d266) (ite (= g10_op 2) (< d265 d266) (ite (= g10_op 3) (<= d265 d266) (ite (= g10_op 4) (> d265 d266) (>= d265 d266))))))))) (not d262)))
;; <- success
(define-fun d268 () Int (ite (= h10_rhs 0) d186 (ite (= h10_rhs 1) d187 (ite (= h10_rhs 2) 3 0))))
;; <- success
(define-fun d269 () Int (ite (= h10_base 0) d186 (ite (= h10_base 1) d187 3)))
;; <- success
(define-fun d270 () Int (ite (= h10_k 0) d268 (ite (= d269 1) d193 (ite (= d269 2) d194 (- 1)))))
;; <- success
(assert (=> (and d267 (not s10)) (or (= d186 1) (= d186 2) (= d186 3))))
;; <- success
(assert (=> (and (and d267 s10) (or (= h10_k 1) (= h10_k 2) (= h10_k 5))) (and (= h10_fld 0) (or (= d269 1) (= d269 2) (= d269 3)))))
;; <- success
(define-fun d271 () Int (ite (and (and d267 s10) (not (or (= h10_k 2) (= h10_k 7) (= h10_k 5))) (= h10_lhs 0)) d270 d186))
;; <- success
(define-fun d272 () Int (ite (and (and d267 s10) (not (or (= h10_k 2) (= h10_k 7) (= h10_k 5))) (= h10_lhs 1)) d270 d187))
;; <- success
(define-fun d273 () Int (ite (and (and d267 s10) (not (or (= h10_k 2) (= h10_k 7) (= h10_k 5))) (= h10_lhs 2)) d270 3))
;; <- success
(define-fun d274 () Bool (and d267 (not s10)))
;; <- success
(define-fun d275 () Int (ite (and d274 (= d186 1)) 3 d193))
;; <- success
(define-fun d276 () Int (ite (and d274 (= d186 2)) 3 d194))
;; <- success
(define-fun d277 () Int (ite (and d274 (= d186 3)) 3 (- 1)))
;; <- success
(define-fun d278 () Bool (and (and d267 s10) (= h10_k 2) (= h10_fld 0)))
;; <- success
(define-fun d279 () Int (ite (and d278 (= d269 1)) d268 d275))
;; <- success
(define-fun d280 () Int (ite (and d278 (= d269 2)) d268 d276))
;; <- success
(define-fun d281 () Int (ite (and d278 (= d269 3)) d268 d277))
;; <- success
(define-fun d282 () Int (ite (= g11_x 0) d271 (ite (= g11_x 1) d272 d273)))
;; <- success
(define-fun d283 () Int (ite (= g11_y 0) d271 (ite (= g11_y 1) d272 (ite (= g11_y 2) d273 0))))
;; <- success
(define-fun d284 () Int (ite (= g11_x 0) d244 (ite (= g11_x 1) d245 (ite (= g11_x 2) d246 (ite (= g11_x 3) d247 d248)))))
;; <- success
(define-fun d285 () Int (ite (= g11_y 0) d244 (ite (= g11_y 1) d245 (ite (= g11_y 2) d246 (ite (= g11_y 3) d247 (ite (= g11_y 4) d248 (ite (= g11_y 5) (- 1) (ite (= g11_y 6) 0 1))))))))
;; <- success
(define-fun d286 () Bool (ite r11 (ite g11_del false (ite g11_ptr (ite (= g11_op 0) (= d282 d283) (distinct d282 d283)) (ite (= g11_op 0) (= d284 d285) (ite (= g11_op 1) (distinct d284 d285) (ite (= g11_op 2) (< d284 d285) (ite (= g11_op 3) (<= d284 d285) (ite (= g11_op 4) (> d284 d285) (>= d284 d285)))))))) true))
;; <- success
(define-fun d287 () Int (ite (= h11_rhs 0) d244 (ite (= h11_rhs 1) d245 (ite (= h11_rhs 2) d246 (ite (= h11_rhs 3) d247 (ite (= h11_rhs 4) d248 (ite (= h11_rhs 5) (- 1) (ite (= h11_rhs 6) 0 1))))))))
;; <- success
(define-fun d288 () Int (ite (= h11_base 0) d271 (ite (= h11_base 1) d272 d273)))
;; <- success
(define-fun d289 () Int (ite (= h11_at 0) (ite (= h11_to 0) (+ d244 d246) (ite (= h11_to 1) (+ d245 d246) (ite (= h11_to 2) (+ d246 d246) (ite (= h11_to 3) (+ d247 d246) (+ d248 d246))))) (ite (= h11_to 0) (+ d247 d244) (ite (= h11_to 1) (+ d247 d245) (ite (= h11_to 2) (+ d247 d246) (ite (= h11_to 3) (+ d247 d247) (+ d247 d248)))))))
;; <- success
(define-fun d290 () Int (ite (= h11_k 9) d289 (ite (= h11_k 5) (+ d247 d246) (ite (= h11_k 0) d287 (ite (= h11_k 3) (+ d287 (ite (= h11_add 0) (- 1) (ite (= h11_add 1) 0 1))) (ite (= d288 1) d254 (ite (= d288 2) d255 d256)))))))
;; <- success
(assert (=> (and (and d286 s11) (or (= h11_k 1) (= h11_k 2))) (and (= h11_fld 0) (or (= d288 1) (= d288 2) (= d288 3)))))
;; <- success
(define-fun d291 () Int (ite (and d286 (not s11)) (+ d247 d246) d246))
;; <- success
(define-fun d292 () Int (ite (and (and d286 s11) (not (or (= h11_k 2) (= h11_k 7))) (= h11_lhs 0)) d290 d244))
;; <- success
(define-fun d293 () Int (ite (and (and d286 s11) (not (or (= h11_k 2) (= h11_k 7))) (= h11_lhs 1)) d290 d245))
;; <- success
(define-fun d294 () Int (ite (and (and d286 s11) (not (or (= h11_k 2) (= h11_k 7))) (= h11_lhs 2)) d290 d291))
;; <- success
(define-fun d295 () Int (ite (and (and d286 s11) (not (or (= h11_k 2) (= h11_k 7))) (= h11_lhs 3)) d290 d247))
;; <- success
(define-fun d296 () Int (ite (and (and d286 s11) (not (or (= h11_k 2) (= h11_k 7))) (= h11_lhs 4)) d290 d248))
;; <- success
(define-fun d297 () Bool (and (and d286 s11) (= h11_k 2) (= h11_fld 0)))
;; <- success
(define-fun d298 () Int (ite (and d297 (= d288 1)) d287 d254))
;; <- success
(define-fun d299 () Int (ite (and d297 (= d288 2)) d287 d255))
;; <- success
(define-fun d300 () Int (ite (and d297 (= d288 3)) d287 d256))
;; <- success
(define-fun d301 () Int (ite (= g12_x 0) d271 (ite (= g12_x 1) d272 d273)))
;; <- success
(define-fun d302 () Int (ite (= g12_y 0) d271 (ite (= g12_y 1) d272 (ite (= g12_y 2) d273 0))))
;; <- success
(define-fun d303 () Int (ite (= g12_x 0) d292 (ite (= g12_x 1) d293 (ite (= g12_x 2) d294 (ite (= g12_x 3) d295 d296)))))
;; <- success
(define-fun d304 () Int (ite (= g12_y 0) d292 (ite (= g12_y 1) d293 (ite (= g12_y 2) d294 (ite (= g12_y 3) d295 (ite (= g12_y 4) d296 (ite (= g12_y 5) (- 1) (ite (= g12_y 6) 0 1))))))))
;; <- success
(define-fun d305 () Bool (ite r12 (ite g12_del false (ite g12_ptr (ite (= g12_op 0) (= d301 d302) (distinct d301 d302)) (ite (= g12_op 0) (= d303 d304) (ite (= g12_op 1) (distinct d303 d304) (ite (= g12_op 2) (< d303 d304) (ite (= g12_op 3) (<= d303 d304) (ite (= g12_op 4) (> d303 d304) (>= d303 d304)))))))) true))
;; <- success
(define-fun d306 () Int (ite (= h12_rhs 0) d292 (ite (= h12_rhs 1) d293 (ite (= h12_rhs 2) d294 (ite (= h12_rhs 3) d295 (ite (= h12_rhs 4) d296 (ite (= h12_rhs 5) (- 1) (ite (= h12_rhs 6) 0 1))))))))
;; <- success
(define-fun d307 () Int (ite (= h12_base 0) d271 (ite (= h12_base 1) d272 d273)))
;; <- success
(define-fun d308 () Int (ite (= h12_k 5) (+ d296 1) (ite (= h12_k 0) d306 (ite (= h12_k 3) (+ d306 (ite (= h12_add 0) (- 1) (ite (= h12_add 1) 0 1))) (ite (= d307 1) d298 (ite (= d307 2) d299 d300))))))
;; <- success
(assert (=> (and (and d305 s12) (or (= h12_k 1) (= h12_k 2))) (and (= h12_fld 0) (or (= d307 1) (= d307 2) (= d307 3)))))
;; <- success
(define-fun d309 () Int (ite (and d305 (not s12)) (+ d296 1) d296))
;; <- success
(define-fun d310 () Int (ite (and (and d305 s12) (not (or (= h12_k 2) (= h12_k 7))) (= h12_lhs 0)) d308 d292))
;; <- success
(define-fun d311 () Int (ite (and (and d305 s12) (not (or (= h12_k 2) (= h12_k 7))) (= h12_lhs 1)) d308 d293))
;; <- success
(define-fun d312 () Int (ite (and (and d305 s12) (not (or (= h12_k 2) (= h12_k 7))) (= h12_lhs 2)) d308 d294))
;; <- success
(define-fun d313 () Int (ite (and (and d305 s12) (not (or (= h12_k 2) (= h12_k 7))) (= h12_lhs 3)) d308 d295))
;; <- success
(define-fun d314 () Int (ite (and (and d305 s12) (not (or (= h12_k 2) (= h12_k 7))) (= h12_lhs 4)) d308 d309))
;; <- success
(define-fun d315 () Bool (and (and d305 s12) (= h12_k 2) (= h12_fld 0)))
;; <- success
(define-fun d316 () Int (ite (and d315 (= d307 1)) d306 d298))
;; <- success
(define-fun d317 () Int (ite (and d315 (= d307 2)) d306 d299))
;; <- success
(define-fun d318 () Int (ite (and d315 (= d307 3)) d306 d300))
;; <- success
(assert (= d310 6))
;; <- success
(assert (= d273 3))
;; <- success
(assert (= d271 1))
;; <- success
(assert (= d314 3))
;; <- success
(assert (= d311 10))
;; <- success
(assert (= d312 (- 2)))
;; <- success
(assert (= d272 3))
;; <- success
(assert (= d313 4))
;; <- success
(assert (= d316 10))
;; <- success
(assert (= d279 2))
;; <- success
(assert (= d317 8))
;; <- success
(assert (= d280 3))
;; <- success
(assert (= d318 6))
;; <- success
(define-fun d319 () Int (ite (= h5_x 0) d271 (ite (= h5_x 1) d272 d273)))
;; <- success
(define-fun d320 () Int (ite (= h5_y 0) d271 (ite (= h5_y 1) d272 (ite (= h5_y 2) d273 0))))
;; <- success
(define-fun d321 () Int (ite (= h5_x 0) d310 (ite (= h5_x 1) d311 (ite (= h5_x 2) d312 (ite (= h5_x 3) d313 d314)))))
;; <- success
(define-fun d322 () Int (ite (= h5_y 0) d310 (ite (= h5_y 1) d311 (ite (= h5_y 2) d312 (ite (= h5_y 3) d313 (ite (= h5_y 4) d314 (ite (= h5_y 5) (- 1) (ite (= h5_y 6) 0 1))))))))
;; <- success
(define-fun d323 () Bool (ite (not s5) (< d314 d310) d235))
;; <- success
(define-fun d324 () Bool (ite s5 (ite h5_ptr (ite (= h5_op 0) (= d319 d320) (distinct d319 d320)) (ite (= h5_op 0) (= d321 d322) (ite (= h5_op 1) (distinct d321 d322) (ite (= h5_op 2) (< d321 d322) (ite (= h5_op 3) (<= d321 d322) (ite (= h5_op 4) (> d321 d322) (>= d321 d322))))))) d323))
;; <- success
(assert d324)
;; <- success
(define-fun d325 () Int (ite (= g7_x 0) d271 (ite (= g7_x 1) d272 4)))
;; <- success
(define-fun d326 () Int (ite (= g7_y 0) d271 (ite (= g7_y 1) d272 (ite (= g7_y 2) 4 0))))
;; <- success
(define-fun d327 () Int (ite (= g7_x 0) d310 (ite (= g7_x 1) d311 (ite (= g7_x 2) d312 (ite (= g7_x 3) d313 d314)))))
;; <- success
(define-fun d328 () Int (ite (= g7_y 0) d310 (ite (= g7_y 1) d311 (ite (= g7_y 2) d312 (ite (= g7_y 3) d313 (ite (= g7_y 4) d314 (ite (= g7_y 5) (- 1) (ite (= g7_y 6) 0 1))))))))
;; <- success
(define-fun d329 () Bool (ite r7 (ite g7_del false (ite g7_ptr (ite (= g7_op 0) (= d325 d326) (distinct d325 d326)) (ite (= g7_op 0) (= d327 d328) (ite (= g7_op 1) (distinct d327 d328) (ite (= g7_op 2) (< d327 d328) (ite (= g7_op 3) (<= d327 d328) (ite (= g7_op 4) (> d327 d328) (>= d327 d328)))))))) true))
;; <- success
(define-fun d330 () Int (ite (= h7_rhs 0) d310 (ite (= h7_rhs 1) d311 (ite (= h7_rhs 2) d312 (ite (= h7_rhs 3) d313 (ite (= h7_rhs 4) d314 (ite (= h7_rhs 5) (- 1) (ite (= h7_rhs 6) 0 1))))))))
;; <- success
(define-fun d331 () Int (ite (= h7_base 0) d271 (ite (= h7_base 1) d272 4)))
;; <- success
(define-fun d332 () Int (ite (= h7_k 0) d330 (ite (= h7_k 3) (+ d330 (ite (= h7_add 0) (- 1) (ite (= h7_add 1) 0 1))) (ite (= d331 1) d316 (ite (= d331 2) d317 (ite (= d331 3) d318 (- 1717986919)))))))
;; <- success
(assert (=> (and d329 (not s7)) true))
;; <- success
(assert (=> (and (and d329 s7) (or (= h7_k 1) (= h7_k 2) (= h7_k 5))) (and (= h7_fld 0) (or (= d331 1) (= d331 2) (= d331 3) (= d331 4)))))
;; <- success
(define-fun d333 () Int (ite (and (and d329 s7) (not (or (= h7_k 2) (= h7_k 7) (= h7_k 5))) (= h7_lhs 0)) d332 d310))
;; <- success
(define-fun d334 () Int (ite (and (and d329 s7) (not (or (= h7_k 2) (= h7_k 7) (= h7_k 5))) (= h7_lhs 1)) d332 d311))
;; <- success
(define-fun d335 () Int (ite (and (and d329 s7) (not (or (= h7_k 2) (= h7_k 7) (= h7_k 5))) (= h7_lhs 2)) d332 d312))
;; <- success
(define-fun d336 () Int (ite (and (and d329 s7) (not (or (= h7_k 2) (= h7_k 7) (= h7_k 5))) (= h7_lhs 3)) d332 d313))
;; <- success
(define-fun d337 () Int (ite (and (and d329 s7) (not (or (= h7_k 2) (= h7_k 7) (= h7_k 5))) (= h7_lhs 4)) d332 d314))
;; <- success
(define-fun d338 () Bool (and d329 (not s7)))
;; <- success
(define-fun d339 () Int (ite (and d338 (= 4 1)) d313 d316))
;; <- success
(define-fun d340 () Int (ite (and d338 (= 4 2)) d313 d317))
;; <- success
(define-fun d341 () Int (ite (and d338 (= 4 3)) d313 d318))
;; <- success
(define-fun d342 () Int (ite d338 d313 (- 1717986919)))
;; <- success
(define-fun d343 () Bool (and (and d329 s7) (= h7_k 2) (= h7_fld 0)))
;; <- success
(define-fun d344 () Int (ite (and d343 (= d331 1)) d330 d339))
;; <- success
(define-fun d345 () Int (ite (and d343 (= d331 2)) d330 d340))
;; <- success
(define-fun d346 () Int (ite (and d343 (= d331 3)) d330 d341))
;; <- success
(define-fun d347 () Int (ite (and d343 (= d331 4)) d330 d342))
;; <- success
(define-fun d348 () Int (ite (= h8_x 0) d271 (ite (= h8_x 1) d272 4)))
;; <- success
(define-fun d349 () Int (ite (= h8_y 0) d271 (ite (= h8_y 1) d272 (ite (= h8_y 2) 4 0))))
;; <- success
(define-fun d350 () Int (ite (= h8_x 0) d333 (ite (= h8_x 1) d334 (ite (= h8_x 2) d335 (ite (= h8_x 3) d336 d337)))))
;; <- success
(define-fun d351 () Int (ite (= h8_y 0) d333 (ite (= h8_y 1) d334 (ite (= h8_y 2) d335 (ite (= h8_y 3) d336 (ite (= h8_y 4) d337 (ite (= h8_y 5) (- 1) (ite (= h8_y 6) 0 1))))))))
;; <- success
(define-fun d352 () Bool (ite (not s8) (= d271 0) d262))
;; <- success
(define-fun d353 () Bool (ite s8 (ite h8_ptr (ite (= h8_op 0) (= d348 d349) (distinct d348 d349)) (ite (= h8_op 0) (= d350 d351) (ite (= h8_op 1) (distinct d350 d351) (ite (= h8_op 2) (< d350 d351) (ite (= h8_op 3) (<= d350 d351) (ite (= h8_op 4) (> d350 d351) (>= d350 d351))))))) d352))
;; <- success
(assert (not d353))
;; <- success
(define-fun d354 () Int (ite (= g10_x 0) d271 (ite (= g10_x 1) d272 4)))
;; <- success
(define-fun d355 () Int (ite (= g10_y 0) d271 (ite (= g10_y 1) d272 (ite (= g10_y 2) 4 0))))
;; <- success
(define-fun d356 () Int (ite (= g10_x 0) d333 (ite (= g10_x 1) d334 (ite (= g10_x 2) d335 (ite (= g10_x 3) d336 d337)))))
;; <- success
(define-fun d357 () Int (ite (= g10_y 0) d333 (ite (= g10_y 1) d334 (ite (= g10_y 2) d335 (ite (= g10_y 3) d336 (ite (= g10_y 4) d337 (ite (= g10_y 5) (- 1) (ite (= g10_y 6) 0 1))))))))
;; <- success
(define-fun d358 () Bool (ite r10 (ite g10_del false (and (not d353) (ite g10_ptr (ite (= g10_op 0) (= d354 d355) (distinct d354 d355)) (ite (= g10_op 0) (= d356 d357) (ite (= g10_op 1) (distinct d356 d357) (ite (= g10_op 2) (< d356 d357) (ite (= g10_op 3) (<= d356 d357) (ite (= g10_op 4) (> d356 d357) (>= d356 d357))))))))) (not d353)))
;; <- success
(define-fun d359 () Int (ite (= h10_rhs 0) d271 (ite (= h10_rhs 1) d272 (ite (= h10_rhs 2) 4 0))))
;; <- success
(define-fun d360 () Int (ite (= h10_base 0) d271 (ite (= h10_base 1) d272 4)))
;; <- success
(define-fun d361 () Int (ite (= h10_k 0) d359 (ite (= d360 1) d279 (ite (= d360 2) d280 (ite (= d360 3) d281 (- 1))))))
;; <- success
(assert (=> (and d358 (not s10)) (or (= d271 1) (= d271 2) (= d271 3) (= d271 4))))
;; <- success
(assert (=> (and (and d358 s10) (or (= h10_k 1) (= h10_k 2) (= h10_k 5))) (and (= h10_fld 0) (or (= d360 1) (= d360 2) (= d360 3) (= d360 4)))))
;; <- success
(define-fun d362 () Int (ite (and (and d358 s10) (not (or (= h10_k 2) (= h10_k 7) (= h10_k 5))) (= h10_lhs 0)) d361 d271))
;; <- success
(define-fun d363 () Int (ite (and (and d358 s10) (not (or (= h10_k 2) (= h10_k 7) (= h10_k 5))) (= h10_lhs 1)) d361 d272))
;; <- success
(define-fun d364 () Int (ite (and (and d358 s10) (not (or (= h10_k 2) (= h10_k 7) (= h10_k 5))) (= h10_lhs 2)) d361 4))
;; <- success
(define-fun d365 () Bool (and d358 (not s10)))
;; <- success
(define-fun d366 () Int (ite (and d365 (= d271 1)) 4 d279))
;; <- success
(define-fun d367 () Int (ite (and d365 (= d271 2)) 4 d280))
;; <- success
(define-fun d368 () Int (ite (and d365 (= d271 3)) 4 d281))
;; <- success
(define-fun d369 () Int (ite (and d365 (= d271 4)) 4 (- 1)))
;; <- success
(define-fun d370 () Bool (and (and d358 s10) (= h10_k 2) (= h10_fld 0)))
;; <- success
(define-fun d371 () Int (ite (and d370 (= d360 1)) d359 d366))
;; <- success
(define-fun d372 () Int (ite (and d370 (= d360 2)) d359 d367))
;; <- success
(define-fun d373 () Int (ite (and d370 (= d360 3)) d359 d368))
;; <- success
(define-fun d374 () Int (ite (and d370 (= d360 4)) d359 d369))
;; <- success
(define-fun d375 () Int (ite (= g11_x 0) d362 (ite (= g11_x 1) d363 d364)))
;; <- success
(define-fun d376 () Int (ite (= g11_y 0) d362 (ite (= g11_y 1) d363 (ite (= g11_y 2) d364 0))))
;; <- success
(define-fun d377 () Int (ite (= g11_x 0) d333 (ite (= g11_x 1) d334 (ite (= g11_x 2) d335 (ite (= g11_x 3) d336 d337)))))
;; <- success
(define-fun d378 () Int (ite (= g11_y 0) d333 (ite (= g11_y 1) d334 (ite (= g11_y 2) d335 (ite (= g11_y 3) d336 (ite (= g11_y 4) d337 (ite (= g11_y 5) (- 1) (ite (= g11_y 6) 0 1))))))))
;; <- success
(define-fun d379 () Bool (ite r11 (ite g11_del false (ite g11_ptr (ite (= g11_op 0) (= d375 d376) (distinct d375 d376)) (ite (= g11_op 0) (= d377 d378) (ite (= g11_op 1) (distinct d377 d378) (ite (= g11_op 2) (< d377 d378) (ite (= g11_op 3) (<= d377 d378) (ite (= g11_op 4) (> d377 d378) (>= d377 d378)))))))) true))
;; <- success
(define-fun d380 () Int (ite (= h11_rhs 0) d333 (ite (= h11_rhs 1) d334 (ite (= h11_rhs 2) d335 (ite (= h11_rhs 3) d336 (ite (= h11_rhs 4) d337 (ite (= h11_rhs 5) (- 1) (ite (= h11_rhs 6) 0 1))))))))
;; <- success
(define-fun d381 () Int (ite (= h11_base 0) d362 (ite (= h11_base 1) d363 d364)))
;; <- success
(define-fun d382 () Int (ite (= h11_at 0) (ite (= h11_to 0) (+ d333 d335) (ite (= h11_to 1) (+ d334 d335) (ite (= h11_to 2) (+ d335 d335) (ite (= h11_to 3) (+ d336 d335) (+ d337 d335))))) (ite (= h11_to 0) (+ d336 d333) (ite (= h11_to 1) (+ d336 d334) (ite (= h11_to 2) (+ d336 d335) (ite (= h11_to 3) (+ d336 d336) (+ d336 d337)))))))
;; <- success
(define-fun d383 () Int (ite (= h11_k 9) d382 (ite (= h11_k 5) (+ d336 d335) (ite (= h11_k 0) d380 (ite (= h11_k 3) (+ d380 (ite (= h11_add 0) (- 1) (ite (= h11_add 1) 0 1))) (ite (= d381 1) d344 (ite (= d381 2) d345 (ite (= d381 3) d346 d347))))))))
;; <- success
(assert (=> (and (and d379 s11) (or (= h11_k 1) (= h11_k 2))) (and (= h11_fld 0) (or (= d381 1) (= d381 2) (= d381 3) (= d381 4)))))
;; <- success
(define-fun d384 () Int (ite (and d379 (not s11)) (+ d336 d335) d335))
;; <- success
(define-fun d385 () Int (ite (and (and d379 s11) (not (or (= h11_k 2) (= h11_k 7))) (= h11_lhs 0)) d383 d333))
;; <- success
(define-fun d386 () Int (ite (and (and d379 s11) (not (or (= h11_k 2) (= h11_k 7))) (= h11_lhs 1)) d383 d334))
;; <- success
(define-fun d387 () Int (ite (and (and d379 s11) (not (or (= h11_k 2) (= h11_k 7))) (= h11_lhs 2)) d383 d384))
;; <- success
(define-fun d388 () Int (ite (and (and d379 s11) (not (or (= h11_k 2) (= h11_k 7))) (= h11_lhs 3)) d383 d336))
;; <- success
(define-fun d389 () Int (ite (and (and d379 s11) (not (or (= h11_k 2) (= h11_k 7))) (= h11_lhs 4)) d383 d337))
;; <- success
(define-fun d390 () Bool (and (and d379 s11) (= h11_k 2) (= h11_fld 0)))
;; <- success
(define-fun d391 () Int (ite (and d390 (= d381 1)) d380 d344))
;; <- success
(define-fun d392 () Int (ite (and d390 (= d381 2)) d380 d345))
;; <- success
(define-fun d393 () Int (ite (and d390 (= d381 3)) d380 d346))
;; <- success
(define-fun d394 () Int (ite (and d390 (= d381 4)) d380 d347))
;; <- success
(define-fun d395 () Int (ite (= g12_x 0) d362 (ite (= g12_x 1) d363 d364)))
;; <- success
(define-fun d396 () Int (ite (= g12_y 0) d362 (ite (= g12_y 1) d363 (ite (= g12_y 2) d364 0))))
;; <- success
(define-fun d397 () Int (ite (= g12_x 0) d385 (ite (= g12_x 1) d386 (ite (= g12_x 2) d387 (ite (= g12_x 3) d388 d389)))))
;; <- success
(define-fun d398 () Int (ite (= g12_y 0) d385 (ite (= g12_y 1) d386 (ite (= g12_y 2) d387 (ite (= g12_y 3) d388 (ite (= g12_y 4) d389 (ite (= g12_y 5) (- 1) (ite (= g12_y 6) 0 1))))))))
;; <- success
(define-fun d399 () Bool (ite r12 (ite g12_del false (ite g12_ptr (ite (= g12_op 0) (= d395 d396) (distinct d395 d396)) (ite (= g12_op 0) (= d397 d398) (ite (= g12_op 1) (distinct d397 d398) (ite (= g12_op 2) (< d397 d398) (ite (= g12_op 3) (<= d397 d398) (ite (= g12_op 4) (> d397 d398) (>= d397 d398)))))))) true))
;; <- success
(define-fun d400 () Int (ite (= h12_rhs 0) d385 (ite (= h12_rhs 1) d386 (ite (= h12_rhs 2) d387 (ite (= h12_rhs 3) d388 (ite (= h12_rhs 4) d389 (ite (= h12_rhs 5) (- 1) (ite (= h12_rhs 6) 0 1))))))))
;; <- success
(define-fun d401 () Int (ite (= h12_base 0) d362 (ite (= h12_base 1) d363 d364)))
;; <- success
(define-fun d402 () Int (ite (= h12_k 5) (+ d389 1) (ite (= h12_k 0) d400 (ite (= h12_k 3) (+ d400 (ite (= h12_add 0) (- 1) (ite (= h12_add 1) 0 1))) (ite (= d401 1) d391 (ite (= d401 2) d392 (ite (= d401 3) d393 d394)))))))
;; <- success
(assert (=> (and (and d399 s12) (or (= h12_k 1) (= h12_k 2))) (and (= h12_fld 0) (or (= d401 1) (= d401 2) (= d401 3) (= d401 4)))))
;; <- success
(define-fun d403 () Int (ite (and d399 (not s12)) (+ d389 1) d389))
;; <- success
(define-fun d404 () Int (ite (and (and d399 s12) (not (or (= h12_k 2) (= h12_k 7))) (= h12_lhs 0)) d402 d385))
;; <- success
(define-fun d405 () Int (ite (and (and d399 s12) (not (or (= h12_k 2) (= h12_k 7))) (= h12_lhs 1)) d402 d386))
;; <- success
(define-fun d406 () Int (ite (and (and d399 s12) (not (or (= h12_k 2) (= h12_k 7))) (= h12_lhs 2)) d402 d387))
;; <- success
(define-fun d407 () Int (ite (and (and d399 s12) (not (or (= h12_k 2) (= h12_k 7))) (= h12_lhs 3)) d402 d388))
;; <- success
(define-fun d408 () Int (ite (and (and d399 s12) (not (or (= h12_k 2) (= h12_k 7))) (= h12_lhs 4)) d402 d403))
;; <- success
(define-fun d409 () Bool (and (and d399 s12) (= h12_k 2) (= h12_fld 0)))
;; <- success
(define-fun d410 () Int (ite (and d409 (= d401 1)) d400 d391))
;; <- success
(define-fun d411 () Int (ite (and d409 (= d401 2)) d400 d392))
;; <- success
(define-fun d412 () Int (ite (and d409 (= d401 3)) d400 d393))
;; <- success
(define-fun d413 () Int (ite (and d409 (= d401 4)) d400 d394))
;; <- success
(assert (= d404 6))
;; <- success
(assert (= d364 4))
;; <- success
(assert (= d362 1))
;; <- success
(assert (= d408 4))
;; <- success
(assert (= d405 10))
;; <- success
(assert (= d406 (- 2)))
;; <- success
(assert (= d363 4))
;; <- success
(assert (= d407 2))
;; <- success
(assert (= d410 10))
;; <- success
(assert (= d371 2))
;; <- success
(assert (= d411 8))
;; <- success
(assert (= d372 3))
;; <- success
(assert (= d412 6))
;; <- success
(assert (= d373 4))
;; <- success
(assert (= d413 4))
;; <- success
(define-fun d414 () Int (ite (= h5_x 0) d362 (ite (= h5_x 1) d363 d364)))
;; <- success
(define-fun d415 () Int (ite (= h5_y 0) d362 (ite (= h5_y 1) d363 (ite (= h5_y 2) d364 0))))
;; <- success
(define-fun d416 () Int (ite (= h5_x 0) d404 (ite (= h5_x 1) d405 (ite (= h5_x 2) d406 (ite (= h5_x 3) d407 d408)))))
;; <- success
(define-fun d417 () Int (ite (= h5_y 0) d404 (ite (= h5_y 1) d405 (ite (= h5_y 2) d406 (ite (= h5_y 3) d407 (ite (= h5_y 4) d408 (ite (= h5_y 5) (- 1) (ite (= h5_y 6) 0 1))))))))
;; <- success
(define-fun d418 () Bool (ite (not s5) (< d408 d404) d324))
;; <- success
(define-fun d419 () Bool (ite s5 (ite h5_ptr (ite (= h5_op 0) (= d414 d415) (distinct d414 d415)) (ite (= h5_op 0) (= d416 d417) (ite (= h5_op 1) (distinct d416 d417) (ite (= h5_op 2) (< d416 d417) (ite (= h5_op 3) (<= d416 d417) (ite (= h5_op 4) (> d416 d417) (>= d416 d417))))))) d418))
;; <- success
(assert d419)
;; <- success
(define-fun d420 () Int (ite (= g7_x 0) d362 (ite (= g7_x 1) d363 5)))
;; <- success
(define-fun d421 () Int (ite (= g7_y 0) d362 (ite (= g7_y 1) d363 (ite (= g7_y 2) 5 0))))
;; <- success
(define-fun d422 () Int (ite (= g7_x 0) d404 (ite (= g7_x 1) d405 (ite (= g7_x 2) d406 (ite (= g7_x 3) d407 d408)))))
;; <- success
(define-fun d423 () Int (ite (= g7_y 0) d404 (ite (= g7_y 1) d405 (ite (= g7_y 2) d406 (ite (= g7_y 3) d407 (ite (= g7_y 4) d408 (ite (= g7_y 5) (- 1) (ite (= g7_y 6) 0 1))))))))
;; <- success
(define-fun d424 () Bool (ite r7 (ite g7_del false (ite g7_ptr (ite (= g7_op 0) (= d420 d421) (distinct d420 d421)) (ite (= g7_op 0) (= d422 d423) (ite (= g7_op 1) (distinct d422 d423) (ite (= g7_op 2) (< d422 d423) (ite (= g7_op 3) (<= d422 d423) (ite (= g7_op 4) (> d422 d423) (>= d422 d423)))))))) true))
;; <- success
(define-fun d425 () Int (ite (= h7_rhs 0) d404 (ite (= h7_rhs 1) d405 (ite (= h7_rhs 2) d406 (ite (= h7_rhs 3) d407 (ite (= h7_rhs 4) d408 (ite (= h7_rhs 5) (- 1) (ite (= h7_rhs 6) 0 1))))))))
;; <- success
(define-fun d426 () Int (ite (= h7_base 0) d362 (ite (= h7_base 1) d363 5)))
;; <- success
(define-fun d427 () Int (ite (= h7_k 0) d425 (ite (= h7_k 3) (+ d425 (ite (= h7_add 0) (- 1) (ite (= h7_add 1) 0 1))) (ite (= d426 1) d410 (ite (= d426 2) d411 (ite (= d426 3) d412 (ite (= d426 4) d413 (- 1717986919))))))))
;; <- success
(assert (=> (and d424 (not s7)) true))
;; <- success
(assert (=> (and (and d424 s7) (or (= h7_k 1) (= h7_k 2) (= h7_k 5))) (and (= h7_fld 0) (or (= d426 1) (= d426 2) (= d426 3) (= d426 4) (= d426 5)))))
;; <- success
(define-fun d428 () Int (ite (and (and d424 s7) (not (or (= h7_k 2) (= h7_k 7) (= h7_k 5))) (= h7_lhs 0)) d427 d404))
;; <- success
(define-fun d429 () Int (ite (and (and d424 s7) (not (or (= h7_k 2) (= h7_k 7) (= h7_k 5))) (= h7_lhs 1)) d427 d405))
;; <- success
(define-fun d430 () Int (ite (and (and d424 s7) (not (or (= h7_k 2) (= h7_k 7) (= h7_k 5))) (= h7_lhs 2)) d427 d406))
;; <- success
(define-fun d431 () Int (ite (and (and d424 s7) (not (or (= h7_k 2) (= h7_k 7) (= h7_k 5))) (= h7_lhs 3)) d427 d407))
;; <- success
(define-fun d432 () Int (ite (and (and d424 s7) (not (or (= h7_k 2) (= h7_k 7) (= h7_k 5))) (= h7_lhs 4)) d427 d408))
;; <- success
(define-fun d433 () Bool (and d424 (not s7)))
;; <- success
(define-fun d434 () Int (ite (and d433 (= 5 1)) d407 d410))
;; <- success
(define-fun d435 () Int (ite (and d433 (= 5 2)) d407 d411))
;; <- success
(define-fun d436 () Int (ite (and d433 (= 5 3)) d407 d412))
;; <- success
(define-fun d437 () Int (ite (and d433 (= 5 4)) d407 d413))
;; <- success
(define-fun d438 () Int (ite d433 d407 (- 1717986919)))
;; <- success
(define-fun d439 () Bool (and (and d424 s7) (= h7_k 2) (= h7_fld 0)))
;; <- success
(define-fun d440 () Int (ite (and d439 (= d426 1)) d425 d434))
;; <- success
(define-fun d441 () Int (ite (and d439 (= d426 2)) d425 d435))
;; <- success
(define-fun d442 () Int (ite (and d439 (= d426 3)) d425 d436))
;; <- success
(define-fun d443 () Int (ite (and d439 (= d426 4)) d425 d437))
;; <- success
(define-fun d444 () Int (ite (and d439 (= d426 5)) d425 d438))
;; <- success
(define-fun d445 () Int (ite (= h8_x 0) d362 (ite (= h8_x 1) d363 5)))
;; <- success
(define-fun d446 () Int (ite (= h8_y 0) d362 (ite (= h8_y 1) d363 (ite (= h8_y 2) 5 0))))
;; <- success
(define-fun d447 () Int (ite (= h8_x 0) d428 (ite (= h8_x 1) d429 (ite (= h8_x 2) d430 (ite (= h8_x 3) d431 d432)))))
;; <- success
(define-fun d448 () Int (ite (= h8_y 0) d428 (ite (= h8_y 1) d429 (ite (= h8_y 2) d430 (ite (= h8_y 3) d431 (ite (= h8_y 4) d432 (ite (= h8_y 5) (- 1) (ite (= h8_y 6) 0 1))))))))
;; <- success
(define-fun d449 () Bool (ite (not s8) (= d362 0) d353))
;; <- success
(define-fun d450 () Bool (ite s8 (ite h8_ptr (ite (= h8_op 0) (= d445 d446) (distinct d445 d446)) (ite (= h8_op 0) (= d447 d448) (ite (= h8_op 1) (distinct d447 d448) (ite (= h8_op 2) (< d447 d448) (ite (= h8_op 3) (<= d447 d448) (ite (= h8_op 4) (> d447 d448) (>= d447 d448))))))) d449))
;; <- success
(assert (not d450))
;; <- success
(define-fun d451 () Int (ite (= g10_x 0) d362 (ite (= g10_x 1) d363 5)))
;; <- success
(define-fun d452 () Int (ite (= g10_y 0) d362 (ite (= g10_y 1) d363 (ite (= g10_y 2) 5 0))))
;; <- success
(define-fun d453 () Int (ite (= g10_x 0) d428 (ite (= g10_x 1) d429 (ite (= g10_x 2) d430 (ite (= g10_x 3) d431 d432)))))
;; <- success
(define-fun d454 () Int (ite (= g10_y 0) d428 (ite (= g10_y 1) d429 (ite (= g10_y 2) d430 (ite (= g10_y 3) d431 (ite (= g10_y 4) d432 (ite (= g10_y 5) (- 1) (ite (= g10_y 6) 0 1))))))))
;; <- success
(define-fun d455 () Bool (ite r10 (ite g10_del false (and (not d450) (ite g10_ptr (ite (= g10_op 0) (= d451 d452) (distinct d451 d452)) (ite (= g10_op 0) (= d453 d454) (ite (= g10_op 1) (distinct d453 d454) (ite (= g10_op 2) (< d453 d454) (ite (= g10_op 3) (<= d453 d454) (ite (= g10_op 4) (> d453 d454) (>= d453 d454))))))))) (not d450)))
;; <- success
(define-fun d456 () Int (ite (= h10_rhs 0) d362 (ite (= h10_rhs 1) d363 (ite (= h10_rhs 2) 5 0))))
;; <- success
(define-fun d457 () Int (ite (= h10_base 0) d362 (ite (= h10_base 1) d363 5)))
;; <- success
(define-fun d458 () Int (ite (= h10_k 0) d456 (ite (= d457 1) d371 (ite (= d457 2) d372 (ite (= d457 3) d373 (ite (= d457 4) d374 (- 1)))))))
;; <- success
(assert (=> (and d455 (not s10)) (or (= d362 1) (= d362 2) (= d362 3) (= d362 4) (= d362 5))))
;; <- success
(assert (=> (and (and d455 s10) (or (= h10_k 1) (= h10_k 2) (= h10_k 5))) (and (= h10_fld 0) (or (= d457 1) (= d457 2) (= d457 3) (= d457 4) (= d457 5)))))
;; <- success
(define-fun d459 () Int (ite (and (and d455 s10) (not (or (= h10_k 2) (= h10_k 7) (= h10_k 5))) (= h10_lhs 0)) d458 d362))
;; <- success
(define-fun d460 () Int (ite (and (and d455 s10) (not (or (= h10_k 2) (= h10_k 7) (= h10_k 5))) (= h10_lhs 1)) d458 d363))
;; <- success
(define-fun d461 () Int (ite (and (and d455 s10) (not (or (= h10_k 2) (= h10_k 7) (= h10_k 5))) (= h10_lhs 2)) d458 5))
;; <- success
(define-fun d462 () Bool (and d455 (not s10)))
;; <- success
(define-fun d463 () Int (ite (and d462 (= d362 1)) 5 d371))
;; <- success
(define-fun d464 () Int (ite (and d462 (= d362 2)) 5 d372))
;; <- success
(define-fun d465 () Int (ite (and d462 (= d362 3)) 5 d373))
;; <- success
(define-fun d466 () Int (ite (and d462 (= d362 4)) 5 d374))
;; <- success
(define-fun d467 () Int (ite (and d462 (= d362 5)) 5 (- 1)))
;; <- success
(define-fun d468 () Bool (and (and d455 s10) (= h10_k 2) (= h10_fld 0)))
;; <- success
(define-fun d469 () Int (ite (and d468 (= d457 1)) d456 d463))
;; <- success
(define-fun d470 () Int (ite (and d468 (= d457 2)) d456 d464))
;; <- success
(define-fun d471 () Int (ite (and d468 (= d457 3)) d456 d465))
;; <- success
(define-fun d472 () Int (ite (and d468 (= d457 4)) d456 d466))
;; <- success
(define-fun d473 () Int (ite (and d468 (= d457 5)) d456 d467))
;; <- success
(define-fun d474 () Int (ite (= g11_x 0) d459 (ite (= g11_x 1) d460 d461)))
;; <- success
(define-fun d475 () Int (ite (= g11_y 0) d459 (ite (= g11_y 1) d460 (ite (= g11_y 2) d461 0))))
;; <- success
(define-fun d476 () Int (ite (= g11_x 0) d428 (ite (= g11_x 1) d429 (ite (= g11_x 2) d430 (ite (= g11_x 3) d431 d432)))))
;; <- success
(define-fun d477 () Int (ite (= g11_y 0) d428 (ite (= g11_y 1) d429 (ite (= g11_y 2) d430 (ite (= g11_y 3) d431 (ite (= g11_y 4) d432 (ite (= g11_y 5) (- 1) (ite (= g11_y 6) 0 1))))))))
;; <- success
(define-fun d478 () Bool (ite r11 (ite g11_del false (ite g11_ptr (ite (= g11_op 0) (= d474 d475) (distinct d474 d475)) (ite (= g11_op 0) (= d476 d477) (ite (= g11_op 1) (distinct d476 d477) (ite (= g11_op 2) (< d476 d477) (ite (= g11_op 3) (<= d476 d477) (ite (= g11_op 4) (> d476 d477) (>= d476 d477)))))))) true))
;; <- success
(define-fun d479 () Int (ite (= h11_rhs 0) d428 (ite (= h11_rhs 1) d429 (ite (= h11_rhs 2) d430 (ite (= h11_rhs 3) d431 (ite (= h11_rhs 4) d432 (ite (= h11_rhs 5) (- 1) (ite (= h11_rhs 6) 0 1))))))))
;; <- success
(define-fun d480 () Int (ite (= h11_base 0) d459 (ite (= h11_base 1) d460 d461)))
;; <- success
(define-fun d481 () Int (ite (= h11_at 0) (ite (= h11_to 0) (+ d428 d430) (ite (= h11_to 1) (+ d429 d430) (ite (= h11_to 2) (+ d430 d430) (ite (= h11_to 3) (+ d431 d430) (+ d432 d430))))) (ite (= h11_to 0) (+ d431 d428) (ite (= h11_to 1) (+ d431 d429) (ite (= h11_to 2) (+ d431 d430) (ite (= h11_to 3) (+ d431 d431) (+ d431 d432)))))))
;; <- success
(define-fun d482 () Int (ite (= h11_k 9) d481 (ite (= h11_k 5) (+ d431 d430) (ite (= h11_k 0) d479 (ite (= h11_k 3) (+ d479 (ite (= h11_add 0) (- 1) (ite (= h11_add 1) 0 1))) (ite (= d480 1) d440 (ite (= d480 2) d441 (ite (= d480 3) d442 (ite (= d480 4) d443 d444)))))))))
;; <- success
(assert (=> (and (and d478 s11) (or (= h11_k 1) (= h11_k 2))) (and (= h11_fld 0) (or (= d480 1) (= d480 2) (= d480 3) (= d480 4) (= d480 5)))))
;; <- success
(define-fun d483 () Int (ite (and d478 (not s11)) (+ d431 d430) d430))
;; <- success
(define-fun d484 () Int (ite (and (and d478 s11) (not (or (= h11_k 2) (= h11_k 7))) (= h11_lhs 0)) d482 d428))
;; <- success
(define-fun d485 () Int (ite (and (and d478 s11) (not (or (= h11_k 2) (= h11_k 7))) (= h11_lhs 1)) d482 d429))
;; <- success
(define-fun d486 () Int (ite (and (and d478 s11) (not (or (= h11_k 2) (= h11_k 7))) (= h11_lhs 2)) d482 d483))
;; <- success
(define-fun d487 () Int (ite (and (and d478 s11) (not (or (= h11_k 2) (= h11_k 7))) (= h11_lhs 3)) d482 d431))
;; <- success
(define-fun d488 () Int (ite (and (and d478 s11) (not (or (= h11_k 2) (= h11_k 7))) (= h11_lhs 4)) d482 d432))
;; <- success
(define-fun d489 () Bool (and (and d478 s11) (= h11_k 2) (= h11_fld 0)))
;; <- success
(define-fun d490 () Int (ite (and d489 (= d480 1)) d479 d440))
;; <- success
(define-fun d491 () Int (ite (and d489 (= d480 2)) d479 d441))
;; <- success
(define-fun d492 () Int (ite (and d489 (= d480 3)) d479 d442))
;; <- success
(define-fun d493 () Int (ite (and d489 (= d480 4)) d479 d443))
;; <- success
(define-fun d494 () Int (ite (and d489 (= d480 5)) d479 d444))
;; <- success
(define-fun d495 () Int (ite (= g12_x 0) d459 (ite (= g12_x 1) d460 d461)))
;; <- success
(define-fun d496 () Int (ite (= g12_y 0) d459 (ite (= g12_y 1) d460 (ite (= g12_y 2) d461 0))))
;; <- success
(define-fun d497 () Int (ite (= g12_x 0) d484 (ite (= g12_x 1) d485 (ite (= g12_x 2) d486 (ite (= g12_x 3) d487 d488)))))
;; <- success
(define-fun d498 () Int (ite (= g12_y 0) d484 (ite (= g12_y 1) d485 (ite (= g12_y 2) d486 (ite (= g12_y 3) d487 (ite (= g12_y 4) d488 (ite (= g12_y 5) (- 1) (ite (= g12_y 6) 0 1))))))))
;; <- success
(define-fun d499 () Bool (ite r12 (ite g12_del false (ite g12_ptr (ite (= g12_op 0) (= d495 d496) (distinct d495 d496)) (ite (= g12_op 0) (= d497 d498) (ite (= g12_op 1) (distinct d497 d498) (ite (= g12_op 2) (< d497 d498) (ite (= g12_op 3) (<= d497 d498) (ite (= g12_op 4) (> d497 d498) (>= d497 d498)))))))) true))
;; <- success
(define-fun d500 () Int (ite (= h12_rhs 0) d484 (ite (= h12_rhs 1) d485 (ite (= h12_rhs 2) d486 (ite (= h12_rhs 3) d487 (ite (= h12_rhs 4) d488 (ite (= h12_rhs 5) (- 1) (ite (= h12_rhs 6) 0 1))))))))
;; <- success
(define-fun d501 () Int (ite (= h12_base 0) d459 (ite (= h12_base 1) d460 d461)))
;; <- success
(define-fun d502 () Int (ite (= h12_k 5) (+ d488 1) (ite (= h12_k 0) d500 (ite (= h12_k 3) (+ d500 (ite (= h12_add 0) (- 1) (ite (= h12_add 1) 0 1))) (ite (= d501 1) d490 (ite (= d501 2) d491 (ite (= d501 3) d492 (ite (= d501 4) d493 d494))))))))
;; <- success
(assert (=> (and (and d499 s12) (or (= h12_k 1) (= h12_k 2))) (and (= h12_fld 0) (or (= d501 1) (= d501 2) (= d501 3) (= d501 4) (= d501 5)))))
;; <- success
(define-fun d503 () Int (ite (and d499 (not s12)) (+ d488 1) d488))
;; <- success
(define-fun d504 () Int (ite (and (and d499 s12) (not (or (= h12_k 2) (= h12_k 7))) (= h12_lhs 0)) d502 d484))
;; <- success
(define-fun d505 () Int (ite (and (and d499 s12) (not (or (= h12_k 2) (= h12_k 7))) (= h12_lhs 1)) d502 d485))
;; <- success
(define-fun d506 () Int (ite (and (and d499 s12) (not (or (= h12_k 2) (= h12_k 7))) (= h12_lhs 2)) d502 d486))
;; <- success
(define-fun d507 () Int (ite (and (and d499 s12) (not (or (= h12_k 2) (= h12_k 7))) (= h12_lhs 3)) d502 d487))
;; <- success
(define-fun d508 () Int (ite (and (and d499 s12) (not (or (= h12_k 2) (= h12_k 7))) (= h12_lhs 4)) d502 d503))
;; <- success
(define-fun d509 () Bool (and (and d499 s12) (= h12_k 2) (= h12_fld 0)))
;; <- success
(define-fun d510 () Int (ite (and d509 (= d501 1)) d500 d490))
;; <- success
(define-fun d511 () Int (ite (and d509 (= d501 2)) d500 d491))
;; <- success
(define-fun d512 () Int (ite (and d509 (= d501 3)) d500 d492))
;; <- success
(define-fun d513 () Int (ite (and d509 (= d501 4)) d500 d493))
;; <- success
(define-fun d514 () Int (ite (and d509 (= d501 5)) d500 d494))
;; <- success
(assert (= d504 6))
;; <- success
(assert (= d461 5))
;; <- success
(assert (= d459 1))
;; <- success
(assert (= d508 5))
;; <- success
(assert (= d505 10))
;; <- success
(assert (= d506 (- 2)))
;; <- success
(assert (= d460 5))
;; <- success
(assert (= d507 0))
;; <- success
(assert (= d510 10))
;; <- success
(assert (= d469 2))
;; <- success
(assert (= d511 8))
;; <- success
(assert (= d470 3))
;; <- success
(assert (= d512 6))
;; <- success
(assert (= d471 4))
;; <- success
(assert (= d513 4))
;; <- success
(assert (= d472 5))
;; <- success
(assert (= d514 2))
;; <- success
(define-fun d515 () Int (ite (= h5_x 0) d459 (ite (= h5_x 1) d460 d461)))
;; <- success
(define-fun d516 () Int (ite (= h5_y 0) d459 (ite (= h5_y 1) d460 (ite (= h5_y 2) d461 0))))
;; <- success
(define-fun d517 () Int (ite (= h5_x 0) d504 (ite (= h5_x 1) d505 (ite (= h5_x 2) d506 (ite (= h5_x 3) d507 d508)))))
;; <- success
(define-fun d518 () Int (ite (= h5_y 0) d504 (ite (= h5_y 1) d505 (ite (= h5_y 2) d506 (ite (= h5_y 3) d507 (ite (= h5_y 4) d508 (ite (= h5_y 5) (- 1) (ite (= h5_y 6) 0 1))))))))
;; <- success
(define-fun d519 () Bool (ite (not s5) (< d508 d504) d419))
;; <- success
(define-fun d520 () Bool (ite s5 (ite h5_ptr (ite (= h5_op 0) (= d515 d516) (distinct d515 d516)) (ite (= h5_op 0) (= d517 d518) (ite (= h5_op 1) (distinct d517 d518) (ite (= h5_op 2) (< d517 d518) (ite (= h5_op 3) (<= d517 d518) (ite (= h5_op 4) (> d517 d518) (>= d517 d518))))))) d519))
;; <- success
(assert d520)
;; <- success
(define-fun d521 () Int (ite (= g7_x 0) d459 (ite (= g7_x 1) d460 6)))
;; <- success
(define-fun d522 () Int (ite (= g7_y 0) d459 (ite (= g7_y 1) d460 (ite (= g7_y 2) 6 0))))
;; <- success
(define-fun d523 () Int (ite (= g7_x 0) d504 (ite (= g7_x 1) d505 (ite (= g7_x 2) d506 (ite (= g7_x 3) d507 d508)))))
;; <- success
(define-fun d524 () Int (ite (= g7_y 0) d504 (ite (= g7_y 1) d505 (ite (= g7_y 2) d506 (ite (= g7_y 3) d507 (ite (= g7_y 4) d508 (ite (= g7_y 5) (- 1) (ite (= g7_y 6) 0 1))))))))
;; <- success
(define-fun d525 () Bool (ite r7 (ite g7_del false (ite g7_ptr (ite (= g7_op 0) (= d521 d522) (distinct d521 d522)) (ite (= g7_op 0) (= d523 d524) (ite (= g7_op 1) (distinct d523 d524) (ite (= g7_op 2) (< d523 d524) (ite (= g7_op 3) (<= d523 d524) (ite (= g7_op 4) (> d523 d524) (>= d523 d524)))))))) true))
;; <- success
(define-fun d526 () Int (ite (= h7_rhs 0) d504 (ite (= h7_rhs 1) d505 (ite (= h7_rhs 2) d506 (ite (= h7_rhs 3) d507 (ite (= h7_rhs 4) d508 (ite (= h7_rhs 5) (- 1) (ite (= h7_rhs 6) 0 1))))))))
;; <- success
(define-fun d527 () Int (ite (= h7_base 0) d459 (ite (= h7_base 1) d460 6)))
;; <- success
(define-fun d528 () Int (ite (= h7_k 0) d526 (ite (= h7_k 3) (+ d526 (ite (= h7_add 0) (- 1) (ite (= h7_add 1) 0 1))) (ite (= d527 1) d510 (ite (= d527 2) d511 (ite (= d527 3) d512 (ite (= d527 4) d513 (ite (= d527 5) d514 (- 1717986919)))))))))
;; <- success
(assert (=> (and d525 (not s7)) true))
;; <- success
(assert (=> (and (and d525 s7) (or (= h7_k 1) (= h7_k 2) (= h7_k 5))) (and (= h7_fld 0) (or (= d527 1) (= d527 2) (= d527 3) (= d527 4) (= d527 5) (= d527 6)))))
;; <- success
(define-fun d529 () Int (ite (and (and d525 s7) (not (or (= h7_k 2) (= h7_k 7) (= h7_k 5))) (= h7_lhs 0)) d528 d504))
;; <- success
(define-fun d530 () Int (ite (and (and d525 s7) (not (or (= h7_k 2) (= h7_k 7) (= h7_k 5))) (= h7_lhs 1)) d528 d505))
;; <- success
(define-fun d531 () Int (ite (and (and d525 s7) (not (or (= h7_k 2) (= h7_k 7) (= h7_k 5))) (= h7_lhs 2)) d528 d506))
;; <- success
(define-fun d532 () Int (ite (and (and d525 s7) (not (or (= h7_k 2) (= h7_k 7) (= h7_k 5))) (= h7_lhs 3)) d528 d507))
;; <- success
(define-fun d533 () Int (ite (and (and d525 s7) (not (or (= h7_k 2) (= h7_k 7) (= h7_k 5))) (= h7_lhs 4)) d528 d508))
;; <- success
(define-fun d534 () Bool (and d525 (not s7)))
;; <- success
(define-fun d535 () Int (ite (and d534 (= 6 1)) d507 d510))
;; <- success
(define-fun d536 () Int (ite (and d534 (= 6 2)) d507 d511))
;; <- success
(define-fun d537 () Int (ite (and d534 (= 6 3)) d507 d512))
;; <- success
(define-fun d538 () Int (ite (and d534 (= 6 4)) d507 d513))
;; <- success
(define-fun d539 () Int (ite (and d534 (= 6 5)) d507 d514))
;; <- success
(define-fun d540 () Int (ite d534 d507 (- 1717986919)))
;; <- success
(define-fun d541 () Bool (and (and d525 s7) (= h7_k 2) (= h7_fld 0)))
;; <- success
(define-fun d542 () Int (ite (and d541 (= d527 1)) d526 d535))
;; <- success
(define-fun d543 () Int (ite (and d541 (= d527 2)) d526 d536))
;; <- success
(define-fun d544 () Int (ite (and d541 (= d527 3)) d526 d537))
;; <- success
(define-fun d545 () Int (ite (and d541 (= d527 4)) d526 d538))
;; <- success
(define-fun d546 () Int (ite (and d541 (= d527 5)) d526 d539))
;; <- success
(define-fun d547 () Int (ite (and d541 (= d527 6)) d526 d540))
;; <- success
(define-fun d548 () Int (ite (= h8_x 0) d459 (ite (= h8_x 1) d460 6)))
;; <- success
(define-fun d549 () Int (ite (= h8_y 0) d459 (ite (= h8_y 1) d460 (ite (= h8_y 2) 6 0))))
;; <- success
(define-fun d550 () Int (ite (= h8_x 0) d529 (ite (= h8_x 1) d530 (ite (= h8_x 2) d531 (ite (= h8_x 3) d532 d533)))))
;; <- success
(define-fun d551 () Int (ite (= h8_y 0) d529 (ite (= h8_y 1) d530 (ite (= h8_y 2) d531 (ite (= h8_y 3) d532 (ite (= h8_y 4) d533 (ite (= h8_y 5) (- 1) (ite (= h8_y 6) 0 1))))))))
;; <- success
(define-fun d552 () Bool (ite (not s8) (= d459 0) d450))
;; <- success
(define-fun d553 () Bool (ite s8 (ite h8_ptr (ite (= h8_op 0) (= d548 d549) (distinct d548 d549)) (ite (= h8_op 0) (= d550 d551) (ite (= h8_op 1) (distinct d550 d551) (ite (= h8_op 2) (< d550 d551) (ite (= h8_op 3) (<= d550 d551) (ite (= h8_op 4) (> d550 d551) (>= d550 d551))))))) d552))
;; <- success
(assert (not d553))
;; <- success
(define-fun d554 () Int (ite (= g10_x 0) d459 (ite (= g10_x 1) d460 6)))
;; <- success
(define-fun d555 () Int (ite (= g10_y 0) d459 (ite (= g10_y 1) d460 (ite (= g10_y 2) 6 0))))
;; <- success
(define-fun d556 () Int (ite (= g10_x 0) d529 (ite (= g10_x 1) d530 (ite (= g10_x 2) d531 (ite (= g10_x 3) d532 d533)))))
;; <- success
(define-fun d557 () Int (ite (= g10_y 0) d529 (ite (= g10_y 1) d530 (ite (= g10_y 2) d531 (ite (= g10_y 3) d532 (ite (= g10_y 4) d533 (ite (= g10_y 5) (- 1) (ite (= g10_y 6) 0 1))))))))
;; <- success
(define-fun d558 () Bool (ite r10 (ite g10_del false (and (not d553) (ite g10_ptr (ite (= g10_op 0) (= d554 d555) (distinct d554 d555)) (ite (= g10_op 0) (= d556 d557) (ite (= g10_op 1) (distinct d556 d557) (ite (= g10_op 2) (< d556 d557) (ite (= g10_op 3) (<= d556 d557) (ite (= g10_op 4) (> d556 d557) (>= d556 d557))))))))) (not d553)))
;; <- success
(define-fun d559 () Int (ite (= h10_rhs 0) d459 (ite (= h10_rhs 1) d460 (ite (= h10_rhs 2) 6 0))))
;; <- success
(define-fun d560 () Int (ite (= h10_base 0) d459 (ite (= h10_base 1) d460 6)))
;; <- success
(define-fun d561 () Int (ite (= h10_k 0) d559 (ite (= d560 1) d469 (ite (= d560 2) d470 (ite (= d560 3) d471 (ite (= d560 4) d472 (ite (= d560 5) d473 (- 1))))))))
;; <- success
(assert (=> (and d558 (not s10)) (or (= d459 1) (= d459 2) (= d459 3) (= d459 4) (= d459 5) (= d459 6))))
;; <- success
(assert (=> (and (and d558 s10) (or (= h10_k 1) (= h10_k 2) (= h10_k 5))) (and (= h10_fld 0) (or (= d560 1) (= d560 2) (= d560 3) (= d560 4) (= d560 5) (= d560 6)))))
;; <- success
(define-fun d562 () Int (ite (and (and d558 s10) (not (or (= h10_k 2) (= h10_k 7) (= h10_k 5))) (= h10_lhs 0)) d561 d459))
;; <- success
(define-fun d563 () Int (ite (and (and d558 s10) (not (or (= h10_k 2) (= h10_k 7) (= h10_k 5))) (= h10_lhs 1)) d561 d460))
;; <- success
(define-fun d564 () Int (ite (and (and d558 s10) (not (or (= h10_k 2) (= h10_k 7) (= h10_k 5))) (= h10_lhs 2)) d561 6))
;; <- success
(define-fun d565 () Bool (and d558 (not s10)))
;; <- success
(define-fun d566 () Int (ite (and d565 (= d459 1)) 6 d469))
;; <- success
(define-fun d567 () Int (ite (and d565 (= d459 2)) 6 d470))
;; <- success
(define-fun d568 () Int (ite (and d565 (= d459 3)) 6 d471))
;; <- success
(define-fun d569 () Int (ite (and d565 (= d459 4)) 6 d472))
;; <- success
(define-fun d570 () Int (ite (and d565 (= d459 5)) 6 d473))
;; <- success
(define-fun d571 () Int (ite (and d565 (= d459 6)) 6 (- 1)))
;; <- success
(define-fun d572 () Bool (and (and d558 s10) (= h10_k 2) (= h10_fld 0)))
;; <- success
(define-fun d573 () Int (ite (and d572 (= d560 1)) d559 d566))
;; <- success
(define-fun d574 () Int (ite (and d572 (= d560 2)) d559 d567))
;; <- success
(define-fun d575 () Int (ite (and d572 (= d560 3)) d559 d568))
;; <- success
(define-fun d576 () Int (ite (and d572 (= d560 4)) d559 d569))
;; <- success
(define-fun d577 () Int (ite (and d572 (= d560 5)) d559 d570))
;; <- success
(define-fun d578 () Int (ite (and d572 (= d560 6)) d559 d571))
;; <- success
(define-fun d579 () Int (ite (= g11_x 0) d562 (ite (= g11_x 1) d563 d564)))
;; <- success
(define-fun d580 () Int (ite (= g11_y 0) d562 (ite (= g11_y 1) d563 (ite (= g11_y 2) d564 0))))
;; <- success
(define-fun d581 () Int (ite (= g11_x 0) d529 (ite (= g11_x 1) d530 (ite (= g11_x 2) d531 (ite (= g11_x 3) d532 d533)))))
;; <- success
(define-fun d582 () Int (ite (= g11_y 0) d529 (ite (= g11_y 1) d530 (ite (= g11_y 2) d531 (ite (= g11_y 3) d532 (ite (= g11_y 4) d533 (ite (= g11_y 5) (- 1) (ite (= g11_y 6) 0 1))))))))
;; <- success
(define-fun d583 () Bool (ite r11 (ite g11_del false (ite g11_ptr (ite (= g11_op 0) (= d579 d580) (distinct d579 d580)) (ite (= g11_op 0) (= d581 d582) (ite (= g11_op 1) (distinct d581 d582) (ite (= g11_op 2) (< d581 d582) (ite (= g11_op 3) (<= d581 d582) (ite (= g11_op 4) (> d581 d582) (>= d581 d582)))))))) true))
;; <- success
(define-fun d584 () Int (ite (= h11_rhs 0) d529 (ite (= h11_rhs 1) d530 (ite (= h11_rhs 2) d531 (ite (= h11_rhs 3) d532 (ite (= h11_rhs 4) d533 (ite (= h11_rhs 5) (- 1) (ite (= h11_rhs 6) 0 1))))))))
;; <- success
(define-fun d585 () Int (ite (= h11_base 0) d562 (ite (= h11_base 1) d563 d564)))
;; <- success
(define-fun d586 () Int (ite (= h11_at 0) (ite (= h11_to 0) (+ d529 d531) (ite (= h11_to 1) (+ d530 d531) (ite (= h11_to 2) (+ d531 d531) (ite (= h11_to 3) (+ d532 d531) (+ d533 d531))))) (ite (= h11_to 0) (+ d532 d529) (ite (= h11_to 1) (+ d532 d530) (ite (= h11_to 2) (+ d532 d531) (ite (= h11_to 3) (+ d532 d532) (+ d532 d533)))))))
;; <- success
(define-fun d587 () Int (ite (= h11_k 9) d586 (ite (= h11_k 5) (+ d532 d531) (ite (= h11_k 0) d584 (ite (= h11_k 3) (+ d584 (ite (= h11_add 0) (- 1) (ite (= h11_add 1) 0 1))) (ite (= d585 1) d542 (ite (= d585 2) d543 (ite (= d585 3) d544 (ite (= d585 4) d545 (ite (= d585 5) d546 d547))))))))))
;; <- success
(assert (=> (and (and d583 s11) (or (= h11_k 1) (= h11_k 2))) (and (= h11_fld 0) (or (= d585 1) (= d585 2) (= d585 3) (= d585 4) (= d585 5) (= d585 6)))))
;; <- success
(define-fun d588 () Int (ite (and d583 (not s11)) (+ d532 d531) d531))
;; <- success
(define-fun d589 () Int (ite (and (and d583 s11) (not (or (= h11_k 2) (= h11_k 7))) (= h11_lhs 0)) d587 d529))
;; <- success
(define-fun d590 () Int (ite (and (and d583 s11) (not (or (= h11_k 2) (= h11_k 7))) (= h11_lhs 1)) d587 d530))
;; <- success
(define-fun d591 () Int (ite (and (and d583 s11) (not (or (= h11_k 2) (= h11_k 7))) (= h11_lhs 2)) d587 d588))
;; <- success
(define-fun d592 () Int (ite (and (and d583 s11) (not (or (= h11_k 2) (= h11_k 7))) (= h11_lhs 3)) d587 d532))
;; <- success
(define-fun d593 () Int (ite (and (and d583 s11) (not (or (= h11_k 2) (= h11_k 7))) (= h11_lhs 4)) d587 d533))
;; <- success
(define-fun d594 () Bool (and (and d583 s11) (= h11_k 2) (= h11_fld 0)))
;; <- success
(define-fun d595 () Int (ite (and d594 (= d585 1)) d584 d542))
;; <- success
(define-fun d596 () Int (ite (and d594 (= d585 2)) d584 d543))
;; <- success
(define-fun d597 () Int (ite (and d594 (= d585 3)) d584 d544))
;; <- success
(define-fun d598 () Int (ite (and d594 (= d585 4)) d584 d545))
;; <- success
(define-fun d599 () Int (ite (and d594 (= d585 5)) d584 d546))
;; <- success
(define-fun d600 () Int (ite (and d594 (= d585 6)) d584 d547))
;; <- success
(define-fun d601 () Int (ite (= g12_x 0) d562 (ite (= g12_x 1) d563 d564)))
;; <- success
(define-fun d602 () Int (ite (= g12_y 0) d562 (ite (= g12_y 1) d563 (ite (= g12_y 2) d564 0))))
;; <- success
(define-fun d603 () Int (ite (= g12_x 0) d589 (ite (= g12_x 1) d590 (ite (= g12_x 2) d591 (ite (= g12_x 3) d592 d593)))))
;; <- success
(define-fun d604 () Int (ite (= g12_y 0) d589 (ite (= g12_y 1) d590 (ite (= g12_y 2) d591 (ite (= g12_y 3) d592 (ite (= g12_y 4) d593 (ite (= g12_y 5) (- 1) (ite (= g12_y 6) 0 1))))))))
;; <- success
(define-fun d605 () Bool (ite r12 (ite g12_del false (ite g12_ptr (ite (= g12_op 0) (= d601 d602) (distinct d601 d602)) (ite (= g12_op 0) (= d603 d604) (ite (= g12_op 1) (distinct d603 d604) (ite (= g12_op 2) (< d603 d604) (ite (= g12_op 3) (<= d603 d604) (ite (= g12_op 4) (> d603 d604) (>= d603 d604)))))))) true))
;; <- success
(define-fun d606 () Int (ite (= h12_rhs 0) d589 (ite (= h12_rhs 1) d590 (ite (= h12_rhs 2) d591 (ite (= h12_rhs 3) d592 (ite (= h12_rhs 4) d593 (ite (= h12_rhs 5) (- 1) (ite (= h12_rhs 6) 0 1))))))))
;; <- success
(define-fun d607 () Int (ite (= h12_base 0) d562 (ite (= h12_base 1) d563 d564)))
;; <- success
(define-fun d608 () Int (ite (= h12_k 5) (+ d593 1) (ite (= h12_k 0) d606 (ite (= h12_k 3) (+ d606 (ite (= h12_add 0) (- 1) (ite (= h12_add 1) 0 1))) (ite (= d607 1) d595 (ite (= d607 2) d596 (ite (= d607 3) d597 (ite (= d607 4) d598 (ite (= d607 5) d599 d600)))))))))
;; <- success
(assert (=> (and (and d605 s12) (or (= h12_k 1) (= h12_k 2))) (and (= h12_fld 0) (or (= d607 1) (= d607 2) (= d607 3) (= d607 4) (= d607 5) (= d607 6)))))
;; <- success
(define-fun d609 () Int (ite (and d605 (not s12)) (+ d593 1) d593))
;; <- success
(define-fun d610 () Int (ite (and (and d605 s12) (not (or (= h12_k 2) (= h12_k 7))) (= h12_lhs 0)) d608 d589))
;; <- success
(define-fun d611 () Int (ite (and (and d605 s12) (not (or (= h12_k 2) (= h12_k 7))) (= h12_lhs 1)) d608 d590))
;; <- success
(define-fun d612 () Int (ite (and (and d605 s12) (not (or (= h12_k 2) (= h12_k 7))) (= h12_lhs 2)) d608 d591))
;; <- success
(define-fun d613 () Int (ite (and (and d605 s12) (not (or (= h12_k 2) (= h12_k 7))) (= h12_lhs 3)) d608 d592))
;; <- success
(define-fun d614 () Int (ite (and (and d605 s12) (not (or (= h12_k 2) (= h12_k 7))) (= h12_lhs 4)) d608 d609))
;; <- success
(define-fun d615 () Bool (and (and d605 s12) (= h12_k 2) (= h12_fld 0)))
;; <- success
(define-fun d616 () Int (ite (and d615 (= d607 1)) d606 d595))
;; <- success
(define-fun d617 () Int (ite (and d615 (= d607 2)) d606 d596))
;; <- success
(define-fun d618 () Int (ite (and d615 (= d607 3)) d606 d597))
;; <- success
(define-fun d619 () Int (ite (and d615 (= d607 4)) d606 d598))
;; <- success
(define-fun d620 () Int (ite (and d615 (= d607 5)) d606 d599))
;; <- success
(define-fun d621 () Int (ite (and d615 (= d607 6)) d606 d600))
;; <- success
(assert (= d610 6))
;; <- success
(assert (= d564 6))
;; <- success
(assert (= d562 1))
;; <- success
(assert (= d614 6))
;; <- success
(assert (= d611 10))
;; <- success
(assert (= d612 (- 2)))
;; <- success
(assert (= d563 6))
;; <- success
(assert (= d613 (- 2)))
;; <- success
(assert (= d616 10))
;; <- success
(assert (= d573 2))
;; <- success
(assert (= d617 8))
;; <- success
(assert (= d574 3))
;; <- success
(assert (= d618 6))
;; <- success
(assert (= d575 4))
;; <- success
(assert (= d619 4))
;; <- success
(assert (= d576 5))
;; <- success
(assert (= d620 2))
;; <- success
(assert (= d577 6))
;; <- success
(assert (= d621 0))
;; <- success
(define-fun d622 () Int (ite (= h5_x 0) d562 (ite (= h5_x 1) d563 d564)))
;; <- success
(define-fun d623 () Int (ite (= h5_y 0) d562 (ite (= h5_y 1) d563 (ite (= h5_y 2) d564 0))))
;; <- success
(define-fun d624 () Int (ite (= h5_x 0) d610 (ite (= h5_x 1) d611 (ite (= h5_x 2) d612 (ite (= h5_x 3) d613 d614)))))
;; <- success
(define-fun d625 () Int (ite (= h5_y 0) d610 (ite (= h5_y 1) d611 (ite (= h5_y 2) d612 (ite (= h5_y 3) d613 (ite (= h5_y 4) d614 (ite (= h5_y 5) (- 1) (ite (= h5_y 6) 0 1))))))))
;; <- success
(define-fun d626 () Bool (ite (not s5) (< d614 d610) d520))
;; <- success
(define-fun d627 () Bool (ite s5 (ite h5_ptr (ite (= h5_op 0) (= d622 d623) (distinct d622 d623)) (ite (= h5_op 0) (= d624 d625) (ite (= h5_op 1) (distinct d624 d625) (ite (= h5_op 2) (< d624 d625) (ite (= h5_op 3) (<= d624 d625) (ite (= h5_op 4) (> d624 d625) (>= d624 d625))))))) d626))
;; <- success
(assert (not d627))
;; <- success
(define-fun d628 () Int (ite (= h13_x 0) d562 (ite (= h13_x 1) d563 d564)))
;; <- success
(define-fun d629 () Int (ite (= h13_y 0) d562 (ite (= h13_y 1) d563 (ite (= h13_y 2) d564 0))))
;; <- success
(define-fun d630 () Int (ite (= h13_x 0) d610 (ite (= h13_x 1) d611 (ite (= h13_x 2) d612 (ite (= h13_x 3) d613 d614)))))
;; <- success
(define-fun d631 () Int (ite (= h13_y 0) d610 (ite (= h13_y 1) d611 (ite (= h13_y 2) d612 (ite (= h13_y 3) d613 (ite (= h13_y 4) d614 (ite (= h13_y 5) (- 1) (ite (= h13_y 6) 0 1))))))))
;; <- success
(define-fun d632 () Bool (ite (not s13) (not (= d563 0)) u49))
;; <- success
(define-fun d633 () Bool (ite s13 (ite h13_ptr (ite (= h13_op 0) (= d628 d629) (distinct d628 d629)) (ite (= h13_op 0) (= d630 d631) (ite (= h13_op 1) (distinct d630 d631) (ite (= h13_op 2) (< d630 d631) (ite (= h13_op 3) (<= d630 d631) (ite (= h13_op 4) (> d630 d631) (>= d630 d631))))))) d632))
;; <- success
(assert d633)
;; <- success
(define-fun d634 () Int (ite (= g14_x 0) d562 (ite (= g14_x 1) d563 d564)))
;; <- success
(define-fun d635 () Int (ite (= g14_y 0) d562 (ite (= g14_y 1) d563 (ite (= g14_y 2) d564 0))))
;; <- success
(define-fun d636 () Int (ite (= g14_x 0) d610 (ite (= g14_x 1) d611 (ite (= g14_x 2) d612 (ite (= g14_x 3) d613 d614)))))
;; <- success
(define-fun d637 () Int (ite (= g14_y 0) d610 (ite (= g14_y 1) d611 (ite (= g14_y 2) d612 (ite (= g14_y 3) d613 (ite (= g14_y 4) d614 (ite (= g14_y 5) (- 1) (ite (= g14_y 6) 0 1))))))))
;; <- success
(define-fun d638 () Bool (ite r14 (ite g14_del false (and d633 (ite g14_ptr (ite (= g14_op 0) (= d634 d635) (distinct d634 d635)) (ite (= g14_op 0) (= d636 d637) (ite (= g14_op 1) (distinct d636 d637) (ite (= g14_op 2) (< d636 d637) (ite (= g14_op 3) (<= d636 d637) (ite (= g14_op 4) (> d636 d637) (>= d636 d637))))))))) d633))
;; <- success
(define-fun d639 () Int (ite (= h14_rhs 0) d562 (ite (= h14_rhs 1) d563 (ite (= h14_rhs 2) d564 0))))
;; <- success
(define-fun d640 () Int (ite (= h14_base 0) d562 (ite (= h14_base 1) d563 d564)))
;; <- success
(define-fun d641 () Int (ite (= h14_k 0) d639 (ite (= d640 1) d573 (ite (= d640 2) d574 (ite (= d640 3) d575 (ite (= d640 4) d576 (ite (= d640 5) d577 d578)))))))
;; <- success
(assert (=> (and d638 (not s14)) (or (= d563 1) (= d563 2) (= d563 3) (= d563 4) (= d563 5) (= d563 6))))
;; <- success
(assert (=> (and (and d638 s14) (or (= h14_k 1) (= h14_k 2) (= h14_k 5))) (and (= h14_fld 0) (or (= d640 1) (= d640 2) (= d640 3) (= d640 4) (= d640 5) (= d640 6)))))
;; <- success
(define-fun d642 () Int (ite (and (and d638 s14) (not (or (= h14_k 2) (= h14_k 7) (= h14_k 5))) (= h14_lhs 0)) d641 d562))
;; <- success
(define-fun d643 () Int (ite (and (and d638 s14) (not (or (= h14_k 2) (= h14_k 7) (= h14_k 5))) (= h14_lhs 1)) d641 d563))
;; <- success
(define-fun d644 () Int (ite (and (and d638 s14) (not (or (= h14_k 2) (= h14_k 7) (= h14_k 5))) (= h14_lhs 2)) d641 d564))
;; <- success
(define-fun d645 () Bool (and d638 (not s14)))
;; <- success
(define-fun d646 () Int (ite (and d645 (= d563 1)) d562 d573))
;; <- success
(define-fun d647 () Int (ite (and d645 (= d563 2)) d562 d574))
;; <- success
(define-fun d648 () Int (ite (and d645 (= d563 3)) d562 d575))
;; <- success
(define-fun d649 () Int (ite (and d645 (= d563 4)) d562 d576))
;; <- success
(define-fun d650 () Int (ite (and d645 (= d563 5)) d562 d577))
;; <- success
(define-fun d651 () Int (ite (and d645 (= d563 6)) d562 d578))
;; <- success
(define-fun d652 () Bool (and (and d638 s14) (= h14_k 2) (= h14_fld 0)))
;; <- success
(define-fun d653 () Int (ite (and d652 (= d640 1)) d639 d646))
;; <- success
(define-fun d654 () Int (ite (and d652 (= d640 2)) d639 d647))
;; <- success
(define-fun d655 () Int (ite (and d652 (= d640 3)) d639 d648))
;; <- success
(define-fun d656 () Int (ite (and d652 (= d640 4)) d639 d649))
;; <- success
(define-fun d657 () Int (ite (and d652 (= d640 5)) d639 d650))
;; <- success
(define-fun d658 () Int (ite (and d652 (= d640 6)) d639 d651))
;; <- success
(define-fun d659 () Int (ite (= h15_rhs 0) d642 (ite (= h15_rhs 1) d643 (ite (= h15_rhs 2) d644 0))))
;; <- success
(define-fun d660 () Int (ite (= h15_base 0) d642 (ite (= h15_base 1) d643 d644)))
;; <- success
(define-fun d661 () Int (ite (= h15_k 0) d659 (ite (= d660 1) d653 (ite (= d660 2) d654 (ite (= d660 3) d655 (ite (= d660 4) d656 (ite (= d660 5) d657 d658)))))))
;; <- success
(assert (=> (and s15 (or (= h15_k 1) (= h15_k 2))) (and (= h15_fld 0) (or (= d660 1) (= d660 2) (= d660 3) (= d660 4) (= d660 5) (= d660 6)))))
;; <- success
(define-fun d662 () Int (ite (not s15) d642 u50))
;; <- success
(define-fun d663 () Int (ite (and s15 (not (or (= h15_k 2) (= h15_k 7)))) d661 d662))
;; <- success
(assert (= d610 6))
;; <- success
(assert (= d644 6))
;; <- success
(assert (= d642 1))
;; <- success
(assert (= d614 6))
;; <- success
(assert (= d663 1))
;; <- success
(assert (= d611 10))
;; <- success
(assert (= d612 (- 2)))
;; <- success
(assert (= d643 6))
;; <- success
(assert (= d613 (- 2)))
;; <- success
(assert (= d616 10))
;; <- success
(assert (= d653 2))
;; <- success
(assert (= d617 8))
;; <- success
(assert (= d654 3))
;; <- success
(assert (= d618 6))
;; <- success
(assert (= d655 4))
;; <- success
(assert (= d619 4))
;; <- success
(assert (= d656 5))
;; <- success
(assert (= d620 2))
;; <- success
(assert (= d657 6))
;; <- success
(assert (= d621 0))
;; <- success
(assert (= d658 1))
;; <- success
(declare-const u664 Bool)
;; <- success
(declare-const u665 Bool)
;; <- success
(declare-const u666 Bool)
;; <- success
(declare-const u667 Int)
;; <- success
(define-fun d668 () Int (ite (= h0_rhs 0) (- 1) (ite (= h0_rhs 1) (- 1) (ite (= h0_rhs 2) (- 1) 0))))
;; <- success
(define-fun d669 () Int (- 1))
;; <- success
(define-fun d670 () Int (ite (= h0_k 0) d668 0))
;; <- success
(assert (=> (and s0 (or (= h0_k 1) (= h0_k 2))) false))
;; <- success
(define-fun d671 () Int (ite (not s0) 0 (- 1)))
;; <- success
(define-fun d672 () Int (ite (and s0 (not (or (= h0_k 2) (= h0_k 7))) (= h0_lhs 0)) d670 d671))
;; <- success
(define-fun d673 () Int (ite (= h1_rhs 0) d672 (ite (= h1_rhs 1) (- 1) (ite (= h1_rhs 2) (- 1) 0))))
;; <- success
(define-fun d674 () Int (ite (= h1_base 0) d672 (- 1)))
;; <- success
(define-fun d675 () Int (ite (= h1_k 0) d673 0))
;; <- success
(assert (=> (and s1 (or (= h1_k 1) (= h1_k 2))) false))
;; <- success
(define-fun d676 () Int (ite (not s1) 0 (- 1)))
;; <- success
(define-fun d677 () Int (ite (and s1 (not (or (= h1_k 2) (= h1_k 7))) (= h1_lhs 1)) d675 d676))
;; <- success
(define-fun d678 () Int (ite (= h2_rhs 0) d672 (ite (= h2_rhs 1) d677 (ite (= h2_rhs 2) (- 1) 0))))
;; <- success
(define-fun d679 () Int (ite (= h2_base 0) d672 (ite (= h2_base 1) d677 (- 1))))
;; <- success
(define-fun d680 () Int (ite (= h2_k 0) d678 0))
;; <- success
(assert (=> (and s2 (or (= h2_k 1) (= h2_k 2))) false))
;; <- success
(define-fun d681 () Int (ite (not s2) 0 (- 1)))
;; <- success
(define-fun d682 () Int (ite (and s2 (not (or (= h2_k 2) (= h2_k 7))) (= h2_lhs 2)) d680 d681))
;; <- success
(define-fun d683 () Int (ite (= h3_rhs 0) 2 (ite (= h3_rhs 1) 0 (ite (= h3_rhs 2) 7 (ite (= h3_rhs 3) (- 1717986919) (ite (= h3_rhs 4) (- 1717986919) (ite (= h3_rhs 5) (- 1) (ite (= h3_rhs 6) 0 1))))))))
;; <- success
(define-fun d684 () Int (ite (= h3_base 0) d672 (ite (= h3_base 1) d677 d682)))
;; <- success
(define-fun d685 () Int (ite (= h3_k 0) d683 (ite (= h3_k 3) (+ d683 (ite (= h3_add 0) (- 1) (ite (= h3_add 1) 0 1))) 0)))
;; <- success
(assert (=> (and s3 (or (= h3_k 1) (= h3_k 2))) false))
;; <- success
(define-fun d686 () Int (ite (not s3) 0 (- 1717986919)))
;; <- success
(define-fun d687 () Int (ite (and s3 (not (or (= h3_k 2) (= h3_k 7))) (= h3_lhs 3)) d685 d686))
;; <- success
(define-fun d688 () Int (ite (= h4_rhs 0) 2 (ite (= h4_rhs 1) 0 (ite (= h4_rhs 2) 7 (ite (= h4_rhs 3) d687 (ite (= h4_rhs 4) (- 1717986919) (ite (= h4_rhs 5) (- 1) (ite (= h4_rhs 6) 0 1))))))))
;; <- success
(define-fun d689 () Int (ite (= h4_base 0) d672 (ite (= h4_base 1) d677 d682)))
;; <- success
(define-fun d690 () Int (ite (= h4_k 0) d688 (ite (= h4_k 3) (+ d688 (ite (= h4_add 0) (- 1) (ite (= h4_add 1) 0 1))) 0)))
;; <- success
(assert (=> (and s4 (or (= h4_k 1) (= h4_k 2))) false))
;; <- success
(define-fun d691 () Int (ite (not s4) 0 (- 1717986919)))
;; <- success
(define-fun d692 () Int (ite (and s4 (not (or (= h4_k 2) (= h4_k 7))) (= h4_lhs 4)) d690 d691))
;; <- success
(assert true)
;; <- success
(assert (= d682 0))
;; <- success
(assert (= d672 0))
;; <- success
(assert (= d692 0))
;; <- success
(assert true)
;; <- success
(assert true)
;; <- success
(assert (= d677 0))
;; <- success
(assert (= d687 0))
;; <- success
(define-fun d693 () Int (ite (= h5_x 0) d672 (ite (= h5_x 1) d677 d682)))
;; <- success
(define-fun d694 () Int (ite (= h5_y 0) d672 (ite (= h5_y 1) d677 (ite (= h5_y 2) d682 0))))
;; <- success
(define-fun d695 () Int (ite (= h5_x 0) 2 (ite (= h5_x 1) 0 (ite (= h5_x 2) 7 (ite (= h5_x 3) d687 d692)))))
;; <- success
(define-fun d696 () Int (ite (= h5_y 0) 2 (ite (= h5_y 1) 0 (ite (= h5_y 2) 7 (ite (= h5_y 3) d687 (ite (= h5_y 4) d692 (ite (= h5_y 5) (- 1) (ite (= h5_y 6) 0 1))))))))
;; <- success
(define-fun d697 () Bool (ite (not s5) (< d692 2) u664))
;; <- success
(define-fun d698 () Bool (ite s5 (ite h5_ptr (ite (= h5_op 0) (= d693 d694) (distinct d693 d694)) (ite (= h5_op 0) (= d695 d696) (ite (= h5_op 1) (distinct d695 d696) (ite (= h5_op 2) (< d695 d696) (ite (= h5_op 3) (<= d695 d696) (ite (= h5_op 4) (> d695 d696) (>= d695 d696))))))) d697))
;; <- success
(assert d698)
;; <- success
(define-fun d699 () Int (ite (= g7_x 0) d672 (ite (= g7_x 1) d677 1)))
;; <- success
(define-fun d700 () Int (ite (= g7_y 0) d672 (ite (= g7_y 1) d677 (ite (= g7_y 2) 1 0))))
;; <- success
(define-fun d701 () Int (ite (= g7_x 0) 2 (ite (= g7_x 1) 0 (ite (= g7_x 2) 7 (ite (= g7_x 3) d687 d692)))))
;; <- success
(define-fun d702 () Int (ite (= g7_y 0) 2 (ite (= g7_y 1) 0 (ite (= g7_y 2) 7 (ite (= g7_y 3) d687 (ite (= g7_y 4) d692 (ite (= g7_y 5) (- 1) (ite (= g7_y 6) 0 1))))))))
;; <- success
(define-fun d703 () Bool (ite r7 (ite g7_del false (ite g7_ptr (ite (= g7_op 0) (= d699 d700) (distinct d699 d700)) (ite (= g7_op 0) (= d701 d702) (ite (= g7_op 1) (distinct d701 d702) (ite (= g7_op 2) (< d701 d702) (ite (= g7_op 3) (<= d701 d702) (ite (= g7_op 4) (> d701 d702) (>= d701 d702)))))))) true))
;; <- success
(define-fun d704 () Int (ite (= h7_rhs 0) 2 (ite (= h7_rhs 1) 0 (ite (= h7_rhs 2) 7 (ite (= h7_rhs 3) d687 (ite (= h7_rhs 4) d692 (ite (= h7_rhs 5) (- 1) (ite (= h7_rhs 6) 0 1))))))))
;; <- success
(define-fun d705 () Int (ite (= h7_base 0) d672 (ite (= h7_base 1) d677 1)))
;; <- success
(define-fun d706 () Int (ite (= h7_k 0) d704 (ite (= h7_k 3) (+ d704 (ite (= h7_add 0) (- 1) (ite (= h7_add 1) 0 1))) (- 1717986919))))
;; <- success
(assert (=> (and d703 (not s7)) true))
;; <- success
(assert (=> (and (and d703 s7) (or (= h7_k 1) (= h7_k 2) (= h7_k 5))) (and (= h7_fld 0) (= d705 1))))
;; <- success
(define-fun d707 () Int (ite (and (and d703 s7) (not (or (= h7_k 2) (= h7_k 7) (= h7_k 5))) (= h7_lhs 0)) d706 2))
;; <- success
(define-fun d708 () Int (ite (and (and d703 s7) (not (or (= h7_k 2) (= h7_k 7) (= h7_k 5))) (= h7_lhs 1)) d706 0))
;; <- success
(define-fun d709 () Int (ite (and (and d703 s7) (not (or (= h7_k 2) (= h7_k 7) (= h7_k 5))) (= h7_lhs 2)) d706 7))
;; <- success
(define-fun d710 () Int (ite (and (and d703 s7) (not (or (= h7_k 2) (= h7_k 7) (= h7_k 5))) (= h7_lhs 3)) d706 d687))
;; <- success
(define-fun d711 () Int (ite (and (and d703 s7) (not (or (= h7_k 2) (= h7_k 7) (= h7_k 5))) (= h7_lhs 4)) d706 d692))
;; <- success
(define-fun d712 () Int (ite (and d703 (not s7)) d687 (- 1717986919)))
;; <- success
(define-fun d713 () Int (ite (and (and (and d703 s7) (= h7_k 2) (= h7_fld 0)) (= d705 1)) d704 d712))
;; <- success
(define-fun d714 () Int (ite (= h8_x 0) d672 (ite (= h8_x 1) d677 1)))
;; <- success
(define-fun d715 () Int (ite (= h8_y 0) d672 (ite (= h8_y 1) d677 (ite (= h8_y 2) 1 0))))
;; <- success
(define-fun d716 () Int (ite (= h8_x 0) d707 (ite (= h8_x 1) d708 (ite (= h8_x 2) d709 (ite (= h8_x 3) d710 d711)))))
;; <- success
(define-fun d717 () Int (ite (= h8_y 0) d707 (ite (= h8_y 1) d708 (ite (= h8_y 2) d709 (ite (= h8_y 3) d710 (ite (= h8_y 4) d711 (ite (= h8_y 5) (- 1) (ite (= h8_y 6) 0 1))))))))
;; <- success
(define-fun d718 () Bool (ite (not s8) (= d672 0) u665))
;; <- success
(define-fun d719 () Bool (ite s8 (ite h8_ptr (ite (= h8_op 0) (= d714 d715) (distinct d714 d715)) (ite (= h8_op 0) (= d716 d717) (ite (= h8_op 1) (distinct d716 d717) (ite (= h8_op 2) (< d716 d717) (ite (= h8_op 3) (<= d716 d717) (ite (= h8_op 4) (> d716 d717) (>= d716 d717))))))) d718))
;; <- success
(assert d719)
;; <- success
(define-fun d720 () Int (ite (= g9_x 0) d672 (ite (= g9_x 1) d677 1)))
;; <- success
(define-fun d721 () Int (ite (= g9_y 0) d672 (ite (= g9_y 1) d677 (ite (= g9_y 2) 1 0))))
;; <- success
(define-fun d722 () Int (ite (= g9_x 0) d707 (ite (= g9_x 1) d708 (ite (= g9_x 2) d709 (ite (= g9_x 3) d710 d711)))))
;; <- success
(define-fun d723 () Int (ite (= g9_y 0) d707 (ite (= g9_y 1) d708 (ite (= g9_y 2) d709 (ite (= g9_y 3) d710 (ite (= g9_y 4) d711 (ite (= g9_y 5) (- 1) (ite (= g9_y 6) 0 1))))))))
;; <- success
(define-fun d724 () Bool (ite r9 (ite g9_del false (and d719 (ite g9_ptr (ite (= g9_op 0) (= d720 d721) (distinct d720 d721)) (ite (= g9_op 0) (= d722 d723) (ite (= g9_op 1) (distinct d722 d723) (ite (= g9_op 2) (< d722 d723) (ite (= g9_op 3) (<= d722 d723) (ite (= g9_op 4) (> d722 d723) (>= d722 d723))))))))) d719))
;; <- success
(define-fun d725 () Int (ite (= h9_rhs 0) d672 (ite (= h9_rhs 1) d677 (ite (= h9_rhs 2) 1 0))))
;; <- success
(define-fun d726 () Int (ite (= h9_base 0) d672 (ite (= h9_base 1) d677 1)))
;; <- success
(define-fun d727 () Int (ite (= h9_k 0) d725 (- 1)))
;; <- success
(assert (=> (and (and d724 s9) (or (= h9_k 1) (= h9_k 2))) (and (= h9_fld 0) (= d726 1))))
;; <- success
(define-fun d728 () Int (ite (and d724 (not s9)) 1 d672))
;; <- success
(define-fun d729 () Int (ite (and (and d724 s9) (not (or (= h9_k 2) (= h9_k 7))) (= h9_lhs 0)) d727 d728))
;; <- success
(define-fun d730 () Int (ite (and (and d724 s9) (not (or (= h9_k 2) (= h9_k 7))) (= h9_lhs 1)) d727 d677))
;; <- success
(define-fun d731 () Int (ite (and (and d724 s9) (not (or (= h9_k 2) (= h9_k 7))) (= h9_lhs 2)) d727 1))
;; <- success
(define-fun d732 () Int (ite (and (and (and d724 s9) (= h9_k 2) (= h9_fld 0)) (= d726 1)) d725 (- 1)))
;; <- success
(define-fun d733 () Int (ite (= g11_x 0) d729 (ite (= g11_x 1) d730 d731)))
;; <- success
(define-fun d734 () Int (ite (= g11_y 0) d729 (ite (= g11_y 1) d730 (ite (= g11_y 2) d731 0))))
;; <- success
(define-fun d735 () Int (ite (= g11_x 0) d707 (ite (= g11_x 1) d708 (ite (= g11_x 2) d709 (ite (= g11_x 3) d710 d711)))))
;; <- success
(define-fun d736 () Int (ite (= g11_y 0) d707 (ite (= g11_y 1) d708 (ite (= g11_y 2) d709 (ite (= g11_y 3) d710 (ite (= g11_y 4) d711 (ite (= g11_y 5) (- 1) (ite (= g11_y 6) 0 1))))))))
;; <- success
(define-fun d737 () Bool (ite r11 (ite g11_del false (ite g11_ptr (ite (= g11_op 0) (= d733 d734) (distinct d733 d734)) (ite (= g11_op 0) (= d735 d736) (ite (= g11_op 1) (distinct d735 d736) (ite (= g11_op 2) (< d735 d736) (ite (= g11_op 3) (<= d735 d736) (ite (= g11_op 4) (> d735 d736) (>= d735 d736)))))))) true))
;; <- success
(define-fun d738 () Int (ite (= h11_rhs 0) d707 (ite (= h11_rhs 1) d708 (ite (= h11_rhs 2) d709 (ite (= h11_rhs 3) d710 (ite (= h11_rhs 4) d711 (ite (= h11_rhs 5) (- 1) (ite (= h11_rhs 6) 0 1))))))))
;; <- success
(define-fun d739 () Int (ite (= h11_base 0) d729 (ite (= h11_base 1) d730 d731)))
;; <- success
(define-fun d740 () Int (ite (= h11_at 0) (ite (= h11_to 0) (+ d707 d709) (ite (= h11_to 1) (+ d708 d709) (ite (= h11_to 2) (+ d709 d709) (ite (= h11_to 3) (+ d710 d709) (+ d711 d709))))) (ite (= h11_to 0) (+ d710 d707) (ite (= h11_to 1) (+ d710 d708) (ite (= h11_to 2) (+ d710 d709) (ite (= h11_to 3) (+ d710 d710) (+ d710 d711)))))))
;; <- success
(define-fun d741 () Int (ite (= h11_k 9) d740 (ite (= h11_k 5) (+ d710 d709) (ite (= h11_k 0) d738 (ite (= h11_k 3) (+ d738 (ite (= h11_add 0) (- 1) (ite (= h11_add 1) 0 1))) d713)))))
;; <- success
(assert (=> (and (and d737 s11) (or (= h11_k 1) (= h11_k 2))) (and (= h11_fld 0) (= d739 1))))
;; <- success
(define-fun d742 () Int (ite (and d737 (not s11)) (+ d710 d709) d709))
;; <- success
(define-fun d743 () Int (ite (and (and d737 s11) (not (or (= h11_k 2) (= h11_k 7))) (= h11_lhs 0)) d741 d707))
;; <- success
(define-fun d744 () Int (ite (and (and d737 s11) (not (or (= h11_k 2) (= h11_k 7))) (= h11_lhs 1)) d741 d708))
;; <- success
(define-fun d745 () Int (ite (and (and d737 s11) (not (or (= h11_k 2) (= h11_k 7))) (= h11_lhs 2)) d741 d742))
;; <- success
(define-fun d746 () Int (ite (and (and d737 s11) (not (or (= h11_k 2) (= h11_k 7))) (= h11_lhs 3)) d741 d710))
;; <- success
(define-fun d747 () Int (ite (and (and d737 s11) (not (or (= h11_k 2) (= h11_k 7))) (= h11_lhs 4)) d741 d711))
;; <- success
(define-fun d748 () Int (ite (and (and (and d737 s11) (= h11_k 2) (= h11_fld 0)) (= d739 1)) d738 d713))
;; <- success
(define-fun d749 () Int (ite (= g12_x 0) d729 (ite (= g12_x 1) d730 d731)))
;; <- success
(define-fun d750 () Int (ite (= g12_y 0) d729 (ite (= g12_y 1) d730 (ite (= g12_y 2) d731 0))))
;; <- success
(define-fun d751 () Int (ite (= g12_x 0) d743 (ite (= g12_x 1) d744 (ite (= g12_x 2) d745 (ite (= g12_x 3) d746 d747)))))
;; <- success
(define-fun d752 () Int (ite (= g12_y 0) d743 (ite (= g12_y 1) d744 (ite (= g12_y 2) d745 (ite (= g12_y 3) d746 (ite (= g12_y 4) d747 (ite (= g12_y 5) (- 1) (ite (= g12_y 6) 0 1))))))))
;; <- success
(define-fun d753 () Bool (ite r12 (ite g12_del false (ite g12_ptr (ite (= g12_op 0) (= d749 d750) (distinct d749 d750)) (ite (= g12_op 0) (= d751 d752) (ite (= g12_op 1) (distinct d751 d752) (ite (= g12_op 2) (< d751 d752) (ite (= g12_op 3) (<= d751 d752) (ite (= g12_op 4) (> d751 d752) (>= d751 d752)))))))) true))
;; <- success
(define-fun d754 () Int (ite (= h12_rhs 0) d743 (ite (= h12_rhs 1) d744 (ite (= h12_rhs 2) d745 (ite (= h12_rhs 3) d746 (ite (= h12_rhs 4) d747 (ite (= h12_rhs 5) (- 1) (ite (= h12_rhs 6) 0 1))))))))
;; <- success
(define-fun d755 () Int (ite (= h12_base 0) d729 (ite (= h12_base 1) d730 d731)))
;; <- success
(define-fun d756 () Int (ite (= h12_k 5) (+ d747 1) (ite (= h12_k 0) d754 (ite (= h12_k 3) (+ d754 (ite (= h12_add 0) (- 1) (ite (= h12_add 1) 0 1))) d748))))
;; <- success
(assert (=> (and (and d753 s12) (or (= h12_k 1) (= h12_k 2))) (and (= h12_fld 0) (= d755 1))))
;; <- success
(define-fun d757 () Int (ite (and d753 (not s12)) (+ d747 1) d747))
;; <- success
(define-fun d758 () Int (ite (and (and d753 s12) (not (or (= h12_k 2) (= h12_k 7))) (= h12_lhs 0)) d756 d743))
;; <- success
(define-fun d759 () Int (ite (and (and d753 s12) (not (or (= h12_k 2) (= h12_k 7))) (= h12_lhs 1)) d756 d744))
;; <- success
(define-fun d760 () Int (ite (and (and d753 s12) (not (or (= h12_k 2) (= h12_k 7))) (= h12_lhs 2)) d756 d745))
;; <- success
(define-fun d761 () Int (ite (and (and d753 s12) (not (or (= h12_k 2) (= h12_k 7))) (= h12_lhs 3)) d756 d746))
;; <- success
(define-fun d762 () Int (ite (and (and d753 s12) (not (or (= h12_k 2) (= h12_k 7))) (= h12_lhs 4)) d756 d757))
;; <- success
(define-fun d763 () Int (ite (and (and (and d753 s12) (= h12_k 2) (= h12_fld 0)) (= d755 1)) d754 d748))
;; <- success
(assert (= d758 2))
;; <- success
(assert (= d731 1))
;; <- success
(assert (= d729 1))
;; <- success
(assert (= d762 1))
;; <- success
(assert (= d759 0))
;; <- success
(assert (= d760 7))
;; <- success
(assert (= d730 1))
;; <- success
(assert (= d761 7))
;; <- success
(assert (= d763 0))
;; <- success
(define-fun d764 () Int (ite (= h5_x 0) d729 (ite (= h5_x 1) d730 d731)))
;; <- success
(define-fun d765 () Int (ite (= h5_y 0) d729 (ite (= h5_y 1) d730 (ite (= h5_y 2) d731 0))))
;; <- success
(define-fun d766 () Int (ite (= h5_x 0) d758 (ite (= h5_x 1) d759 (ite (= h5_x 2) d760 (ite (= h5_x 3) d761 d762)))))
;; <- success
(define-fun d767 () Int (ite (= h5_y 0) d758 (ite (= h5_y 1) d759 (ite (= h5_y 2) d760 (ite (= h5_y 3) d761 (ite (= h5_y 4) d762 (ite (= h5_y 5) (- 1) (ite (= h5_y 6) 0 1))))))))
;; <- success
(define-fun d768 () Bool (ite (not s5) (< d762 d758) d698))
;; <- success
(define-fun d769 () Bool (ite s5 (ite h5_ptr (ite (= h5_op 0) (= d764 d765) (distinct d764 d765)) (ite (= h5_op 0) (= d766 d767) (ite (= h5_op 1) (distinct d766 d767) (ite (= h5_op 2) (< d766 d767) (ite (= h5_op 3) (<= d766 d767) (ite (= h5_op 4) (> d766 d767) (>= d766 d767))))))) d768))
;; <- success
(assert d769)
;; <- success
(define-fun d770 () Int (ite (= g7_x 0) d729 (ite (= g7_x 1) d730 2)))
;; <- success
(define-fun d771 () Int (ite (= g7_y 0) d729 (ite (= g7_y 1) d730 (ite (= g7_y 2) 2 0))))
;; <- success
(define-fun d772 () Int (ite (= g7_x 0) d758 (ite (= g7_x 1) d759 (ite (= g7_x 2) d760 (ite (= g7_x 3) d761 d762)))))
;; <- success
(define-fun d773 () Int (ite (= g7_y 0) d758 (ite (= g7_y 1) d759 (ite (= g7_y 2) d760 (ite (= g7_y 3) d761 (ite (= g7_y 4) d762 (ite (= g7_y 5) (- 1) (ite (= g7_y 6) 0 1))))))))
;; <- success
(define-fun d774 () Bool (ite r7 (ite g7_del false (ite g7_ptr (ite (= g7_op 0) (= d770 d771) (distinct d770 d771)) (ite (= g7_op 0) (= d772 d773) (ite (= g7_op 1) (distinct d772 d773) (ite (= g7_op 2) (< d772 d773) (ite (= g7_op 3) (<= d772 d773) (ite (= g7_op 4) (> d772 d773) (>= d772 d773)))))))) true))
;; <- success
(define-fun d775 () Int (ite (= h7_rhs 0) d758 (ite (= h7_rhs 1) d759 (ite (= h7_rhs 2) d760 (ite (= h7_rhs 3) d761 (ite (= h7_rhs 4) d762 (ite (= h7_rhs 5) (- 1) (ite (= h7_rhs 6) 0 1))))))))
;; <- success
(define-fun d776 () Int (ite (= h7_base 0) d729 (ite (= h7_base 1) d730 2)))
;; <- success
(define-fun d777 () Int (ite (= h7_k 0) d775 (ite (= h7_k 3) (+ d775 (ite (= h7_add 0) (- 1) (ite (= h7_add 1) 0 1))) (ite (= d776 1) d763 (- 1717986919)))))
;; <- success
(assert (=> (and d774 (not s7)) true))
;; <- success
(assert (=> (and (and d774 s7) (or (= h7_k 1) (= h7_k 2) (= h7_k 5))) (and (= h7_fld 0) (or (= d776 1) (= d776 2)))))
;; <- success
(define-fun d778 () Int (ite (and (and d774 s7) (not (or (= h7_k 2) (= h7_k 7) (= h7_k 5))) (= h7_lhs 0)) d777 d758))
;; <- success
(define-fun d779 () Int (ite (and (and d774 s7) (not (or (= h7_k 2) (= h7_k 7) (= h7_k 5))) (= h7_lhs 1)) d777 d759))
;; <- success
(define-fun d780 () Int (ite (and (and d774 s7) (not (or (= h7_k 2) (= h7_k 7) (= h7_k 5))) (= h7_lhs 2)) d777 d760))
;; <- success
(define-fun d781 () Int (ite (and (and d774 s7) (not (or (= h7_k 2) (= h7_k 7) (= h7_k 5))) (= h7_lhs 3)) d777 d761))
;; <- success
(define-fun d782 () Int (ite (and (and d774 s7) (not (or (= h7_k 2) (= h7_k 7) (= h7_k 5))) (= h7_lhs 4)) d777 d762))
;; <- success
(define-fun d783 () Bool (and d774 (not s7)))
;; <- success
(define-fun d784 () Int (ite (and d783 (= 2 1)) d761 d763))
;; <- success
(define-fun d785 () Int (ite d783 d761 (- 1717986919)))
;; <- success
(define-fun d786 () Bool (and (and d774 s7) (= h7_k 2) (= h7_fld 0)))
;; <- success
(define-fun d787 () Int (ite (and d786 (= d776 1)) d775 d784))
;; <- success
(define-fun d788 () Int (ite (and d786 (= d776 2)) d775 d785))
;; <- success
(define-fun d789 () Int (ite (= h8_x 0) d729 (ite (= h8_x 1) d730 2)))
;; <- success
(define-fun d790 () Int (ite (= h8_y 0) d729 (ite (= h8_y 1) d730 (ite (= h8_y 2) 2 0))))
;; <- success
(define-fun d791 () Int (ite (= h8_x 0) d778 (ite (= h8_x 1) d779 (ite (= h8_x 2) d780 (ite (= h8_x 3) d781 d782)))))
;; <- success
(define-fun d792 () Int (ite (= h8_y 0) d778 (ite (= h8_y 1) d779 (ite (= h8_y 2) d780 (ite (= h8_y 3) d781 (ite (= h8_y 4) d782 (ite (= h8_y 5) (- 1) (ite (= h8_y 6) 0 1))))))))
;; <- success
(define-fun d793 () Bool (ite (not s8) (= d729 0) d719))
;; <- success
(define-fun d794 () Bool (ite s8 (ite h8_ptr (ite (= h8_op 0) (= d789 d790) (distinct d789 d790)) (ite (= h8_op 0) (= d791 d792) (ite (= h8_op 1) (distinct d791 d792) (ite (= h8_op 2) (< d791 d792) (ite (= h8_op 3) (<= d791 d792) (ite (= h8_op 4) (> d791 d792) (>= d791 d792))))))) d793))
;; <- success
(assert (not d794))
;; <- success
(define-fun d795 () Int (ite (= g10_x 0) d729 (ite (= g10_x 1) d730 2)))
;; <- success
(define-fun d796 () Int (ite (= g10_y 0) d729 (ite (= g10_y 1) d730 (ite (= g10_y 2) 2 0))))
;; <- success
(define-fun d797 () Int (ite (= g10_x 0) d778 (ite (= g10_x 1) d779 (ite (= g10_x 2) d780 (ite (= g10_x 3) d781 d782)))))
;; <- success
(define-fun d798 () Int (ite (= g10_y 0) d778 (ite (= g10_y 1) d779 (ite (= g10_y 2) d780 (ite (= g10_y 3) d781 (ite (= g10_y 4) d782 (ite (= g10_y 5) (- 1) (ite (= g10_y 6) 0 1))))))))
;; <- success
(define-fun d799 () Bool (ite r10 (ite g10_del false (and (not d794) (ite g10_ptr (ite (= g10_op 0) (= d795 d796) (distinct d795 d796)) (ite (= g10_op 0) (= d797 d798) (ite (= g10_op 1) (distinct d797 d798) (ite (= g10_op 2) (< d797 d798) (ite (= g10_op 3) (<= d797 d798) (ite (= g10_op 4) (> d797 d798) (>= d797 d798))))))))) (not d794)))
;; <- success
(define-fun d800 () Int (ite (= h10_rhs 0) d729 (ite (= h10_rhs 1) d730 (ite (= h10_rhs 2) 2 0))))
;; <- success
(define-fun d801 () Int (ite (= h10_base 0) d729 (ite (= h10_base 1) d730 2)))
;; <- success
(define-fun d802 () Int (ite (= h10_k 0) d800 (ite (= d801 1) d732 (- 1))))
;; <- success
(assert (=> (and d799 (not s10)) (or (= d729 1) (= d729 2))))
;; <- success
(assert (=> (and (and d799 s10) (or (= h10_k 1) (= h10_k 2) (= h10_k 5))) (and (= h10_fld 0) (or (= d801 1) (= d801 2)))))
;; <- success
(define-fun d803 () Int (ite (and (and d799 s10) (not (or (= h10_k 2) (= h10_k 7) (= h10_k 5))) (= h10_lhs 0)) d802 d729))
;; <- success
(define-fun d804 () Int (ite (and (and d799 s10) (not (or (= h10_k 2) (= h10_k 7) (= h10_k 5))) (= h10_lhs 1)) d802 d730))
;; <- success
(define-fun d805 () Int (ite (and (and d799 s10) (not (or (= h10_k 2) (= h10_k 7) (= h10_k 5))) (= h10_lhs 2)) d802 2))
;; <- success
(define-fun d806 () Bool (and d799 (not s10)))
;; <- success
(define-fun d807 () Int (ite (and d806 (= d729 1)) 2 d732))
;; <- success
(define-fun d808 () Int (ite (and d806 (= d729 2)) 2 (- 1)))
;; <- success
(define-fun d809 () Bool (and (and d799 s10) (= h10_k 2) (= h10_fld 0)))
;; <- success
(define-fun d810 () Int (ite (and d809 (= d801 1)) d800 d807))
;; <- success
(define-fun d811 () Int (ite (and d809 (= d801 2)) d800 d808))
;; <- success
(define-fun d812 () Int (ite (= g11_x 0) d803 (ite (= g11_x 1) d804 d805)))
;; <- success
(define-fun d813 () Int (ite (= g11_y 0) d803 (ite (= g11_y 1) d804 (ite (= g11_y 2) d805 0))))
;; <- success
(define-fun d814 () Int (ite (= g11_x 0) d778 (ite (= g11_x 1) d779 (ite (= g11_x 2) d780 (ite (= g11_x 3) d781 d782)))))
;; <- success
(define-fun d815 () Int (ite (= g11_y 0) d778 (ite (= g11_y 1) d779 (ite (= g11_y 2) d780 (ite (= g11_y 3) d781 (ite (= g11_y 4) d782 (ite (= g11_y 5) (- 1) (ite (= g11_y 6) 0 1))))))))
;; <- success
(define-fun d816 () Bool (ite r11 (ite g11_del false (ite g11_ptr (ite (= g11_op 0) (= d812 d813) (distinct d812 d813)) (ite (= g11_op 0) (= d814 d815) (ite (= g11_op 1) (distinct d814 d815) (ite (= g11_op 2) (< d814 d815) (ite (= g11_op 3) (<= d814 d815) (ite (= g11_op 4) (> d814 d815) (>= d814 d815)))))))) true))
;; <- success
(define-fun d817 () Int (ite (= h11_rhs 0) d778 (ite (= h11_rhs 1) d779 (ite (= h11_rhs 2) d780 (ite (= h11_rhs 3) d781 (ite (= h11_rhs 4) d782 (ite (= h11_rhs 5) (- 1) (ite (= h11_rhs 6) 0 1))))))))
;; <- success
(define-fun d818 () Int (ite (= h11_base 0) d803 (ite (= h11_base 1) d804 d805)))
;; <- success
(define-fun d819 () Int (ite (= h11_at 0) (ite (= h11_to 0) (+ d778 d780) (ite (= h11_to 1) (+ d779 d780) (ite (= h11_to 2) (+ d780 d780) (ite (= h11_to 3) (+ d781 d780) (+ d782 d780))))) (ite (= h11_to 0) (+ d781 d778) (ite (= h11_to 1) (+ d781 d779) (ite (= h11_to 2) (+ d781 d780) (ite (= h11_to 3) (+ d781 d781) (+ d781 d782)))))))
;; <- success
(define-fun d820 () Int (ite (= h11_k 9) d819 (ite (= h11_k 5) (+ d781 d780) (ite (= h11_k 0) d817 (ite (= h11_k 3) (+ d817 (ite (= h11_add 0) (- 1) (ite (= h11_add 1) 0 1))) (ite (= d818 1) d787 d788))))))
;; <- success
(assert (=> (and (and d816 s11) (or (= h11_k 1) (= h11_k 2))) (and (= h11_fld 0) (or (= d818 1) (= d818 2)))))
;; <- success
(define-fun d821 () Int (ite (and d816 (not s11)) (+ d781 d780) d780))
;; <- success
(define-fun d822 () Int (ite (and (and d816 s11) (not (or (= h11_k 2) (= h11_k 7))) (= h11_lhs 0)) d820 d778))
;; <- success
(define-fun d823 () Int (ite (and (and d816 s11) (not (or (= h11_k 2) (= h11_k 7))) (= h11_lhs 1)) d820 d779))
;; <- success
(define-fun d824 () Int (ite (and (and d816 s11) (not (or (= h11_k 2) (= h11_k 7))) (= h11_lhs 2)) d820 d821))
;; <- success
(define-fun d825 () Int (ite (and (and d816 s11) (not (or (= h11_k 2) (= h11_k 7))) (= h11_lhs 3)) d820 d781))
;; <- success
(define-fun d826 () Int (ite (and (and d816 s11) (not (or (= h11_k 2) (= h11_k 7))) (= h11_lhs 4)) d820 d782))
;; <- success
(define-fun d827 () Bool (and (and d816 s11) (= h11_k 2) (= h11_fld 0)))
;; <- success
(define-fun d828 () Int (ite (and d827 (= d818 1)) d817 d787))
;; <- success
(define-fun d829 () Int (ite (and d827 (= d818 2)) d817 d788))
;; <- success
(define-fun d830 () Int (ite (= g12_x 0) d803 (ite (= g12_x 1) d804 d805)))
;; <- success
(define-fun d831 () Int (ite (= g12_y 0) d803 (ite (= g12_y 1) d804 (ite (= g12_y 2) d805 0))))
;; <- success
(define-fun d832 () Int (ite (= g12_x 0) d822 (ite (= g12_x 1) d823 (ite (= g12_x 2) d824 (ite (= g12_x 3) d825 d826)))))
;; <- success
(define-fun d833 () Int (ite (= g12_y 0) d822 (ite (= g12_y 1) d823 (ite (= g12_y 2) d824 (ite (= g12_y 3) d825 (ite (= g12_y 4) d826 (ite (= g12_y 5) (- 1) (ite (= g12_y 6) 0 1))))))))
;; <- success
(define-fun d834 () Bool (ite r12 (ite g12_del false (ite g12_ptr (ite (= g12_op 0) (= d830 d831) (distinct d830 d831)) (ite (= g12_op 0) (= d832 d833) (ite (= g12_op 1) (distinct d832 d833) (ite (= g12_op 2) (< d832 d833) (ite (= g12_op 3) (<= d832 d833) (ite (= g12_op 4) (> d832 d833) (>= d832 d833)))))))) true))
;; <- success
(define-fun d835 () Int (ite (= h12_rhs 0) d822 (ite (= h12_rhs 1) d823 (ite (= h12_rhs 2) d824 (ite (= h12_rhs 3) d825 (ite (= h12_rhs 4) d826 (ite (= h12_rhs 5) (- 1) (ite (= h12_rhs 6) 0 1))))))))
;; <- success
(define-fun d836 () Int (ite (= h12_base 0) d803 (ite (= h12_base 1) d804 d805)))
;; <- success
(define-fun d837 () Int (ite (= h12_k 5) (+ d826 1) (ite (= h12_k 0) d835 (ite (= h12_k 3) (+ d835 (ite (= h12_add 0) (- 1) (ite (= h12_add 1) 0 1))) (ite (= d836 1) d828 d829)))))
;; <- success
(assert (=> (and (and d834 s12) (or (= h12_k 1) (= h12_k 2))) (and (= h12_fld 0) (or (= d836 1) (= d836 2)))))
;; <- success
(define-fun d838 () Int (ite (and d834 (not s12)) (+ d826 1) d826))
;; <- success
(define-fun d839 () Int (ite (and (and d834 s12) (not (or (= h12_k 2) (= h12_k 7))) (= h12_lhs 0)) d837 d822))
;; <- success
(define-fun d840 () Int (ite (and (and d834 s12) (not (or (= h12_k 2) (= h12_k 7))) (= h12_lhs 1)) d837 d823))
;; <- success
(define-fun d841 () Int (ite (and (and d834 s12) (not (or (= h12_k 2) (= h12_k 7))) (= h12_lhs 2)) d837 d824))
;; <- success
(define-fun d842 () Int (ite (and (and d834 s12) (not (or (= h12_k 2) (= h12_k 7))) (= h12_lhs 3)) d837 d825))
;; <- success
(define-fun d843 () Int (ite (and (and d834 s12) (not (or (= h12_k 2) (= h12_k 7))) (= h12_lhs 4)) d837 d838))
;; <- success
(define-fun d844 () Bool (and (and d834 s12) (= h12_k 2) (= h12_fld 0)))
;; <- success
(define-fun d845 () Int (ite (and d844 (= d836 1)) d835 d828))
;; <- success
(define-fun d846 () Int (ite (and d844 (= d836 2)) d835 d829))
;; <- success
(assert (= d839 2))
;; <- success
(assert (= d805 2))
;; <- success
(assert (= d803 1))
;; <- success
(assert (= d843 2))
;; <- success
(assert (= d840 0))
;; <- success
(assert (= d841 7))
;; <- success
(assert (= d804 2))
;; <- success
(assert (= d842 14))
;; <- success
(assert (= d845 0))
;; <- success
(assert (= d810 2))
;; <- success
(assert (= d846 7))
;; <- success
(define-fun d847 () Int (ite (= h5_x 0) d803 (ite (= h5_x 1) d804 d805)))
;; <- success
(define-fun d848 () Int (ite (= h5_y 0) d803 (ite (= h5_y 1) d804 (ite (= h5_y 2) d805 0))))
;; <- success
(define-fun d849 () Int (ite (= h5_x 0) d839 (ite (= h5_x 1) d840 (ite (= h5_x 2) d841 (ite (= h5_x 3) d842 d843)))))
;; <- success
(define-fun d850 () Int (ite (= h5_y 0) d839 (ite (= h5_y 1) d840 (ite (= h5_y 2) d841 (ite (= h5_y 3) d842 (ite (= h5_y 4) d843 (ite (= h5_y 5) (- 1) (ite (= h5_y 6) 0 1))))))))
;; <- success
(define-fun d851 () Bool (ite (not s5) (< d843 d839) d769))
;; <- success
(define-fun d852 () Bool (ite s5 (ite h5_ptr (ite (= h5_op 0) (= d847 d848) (distinct d847 d848)) (ite (= h5_op 0) (= d849 d850) (ite (= h5_op 1) (distinct d849 d850) (ite (= h5_op 2) (< d849 d850) (ite (= h5_op 3) (<= d849 d850) (ite (= h5_op 4) (> d849 d850) (>= d849 d850))))))) d851))
;; <- success
(assert (not d852))
;; <- success
(define-fun d853 () Int (ite (= h13_x 0) d803 (ite (= h13_x 1) d804 d805)))
;; <- success
(define-fun d854 () Int (ite (= h13_y 0) d803 (ite (= h13_y 1) d804 (ite (= h13_y 2) d805 0))))
;; <- success
(define-fun d855 () Int (ite (= h13_x 0) d839 (ite (= h13_x 1) d840 (ite (= h13_x 2) d841 (ite (= h13_x 3) d842 d843)))))
;; <- success
(define-fun d856 () Int (ite (= h13_y 0) d839 (ite (= h13_y 1) d840 (ite (= h13_y 2) d841 (ite (= h13_y 3) d842 (ite (= h13_y 4) d843 (ite (= h13_y 5) (- 1) (ite (= h13_y 6) 0 1))))))))
;; <- success
(define-fun d857 () Bool (ite (not s13) (not (= d804 0)) u666))
;; <- success
(define-fun d858 () Bool (ite s13 (ite h13_ptr (ite (= h13_op 0) (= d853 d854) (distinct d853 d854)) (ite (= h13_op 0) (= d855 d856) (ite (= h13_op 1) (distinct d855 d856) (ite (= h13_op 2) (< d855 d856) (ite (= h13_op 3) (<= d855 d856) (ite (= h13_op 4) (> d855 d856) (>= d855 d856))))))) d857))
;; <- success
(assert d858)
;; <- success
(define-fun d859 () Int (ite (= g14_x 0) d803 (ite (= g14_x 1) d804 d805)))
;; <- success
(define-fun d860 () Int (ite (= g14_y 0) d803 (ite (= g14_y 1) d804 (ite (= g14_y 2) d805 0))))
;; <- success
(define-fun d861 () Int (ite (= g14_x 0) d839 (ite (= g14_x 1) d840 (ite (= g14_x 2) d841 (ite (= g14_x 3) d842 d843)))))
;; <- success
(define-fun d862 () Int (ite (= g14_y 0) d839 (ite (= g14_y 1) d840 (ite (= g14_y 2) d841 (ite (= g14_y 3) d842 (ite (= g14_y 4) d843 (ite (= g14_y 5) (- 1) (ite (= g14_y 6) 0 1))))))))
;; <- success
(define-fun d863 () Bool (ite r14 (ite g14_del false (and d858 (ite g14_ptr (ite (= g14_op 0) (= d859 d860) (distinct d859 d860)) (ite (= g14_op 0) (= d861 d862) (ite (= g14_op 1) (distinct d861 d862) (ite (= g14_op 2) (< d861 d862) (ite (= g14_op 3) (<= d861 d862) (ite (= g14_op 4) (> d861 d862) (>= d861 d862))))))))) d858))
;; <- success
(define-fun d864 () Int (ite (= h14_rhs 0) d803 (ite (= h14_rhs 1) d804 (ite (= h14_rhs 2) d805 0))))
;; <- success
(define-fun d865 () Int (ite (= h14_base 0) d803 (ite (= h14_base 1) d804 d805)))
;; <- success
(define-fun d866 () Int (ite (= h14_k 0) d864 (ite (= d865 1) d810 d811)))
;; <- success
(assert (=> (and d863 (not s14)) (or (= d804 1) (= d804 2))))
;; <- success
(assert (=> (and (and d863 s14) (or (= h14_k 1) (= h14_k 2) (= h14_k 5))) (and (= h14_fld 0) (or (= d865 1) (= d865 2)))))
;; <- success
(define-fun d867 () Int (ite (and (and d863 s14) (not (or (= h14_k 2) (= h14_k 7) (= h14_k 5))) (= h14_lhs 0)) d866 d803))
;; <- success
(define-fun d868 () Int (ite (and (and d863 s14) (not (or (= h14_k 2) (= h14_k 7) (= h14_k 5))) (= h14_lhs 1)) d866 d804))
;; <- success
(define-fun d869 () Int (ite (and (and d863 s14) (not (or (= h14_k 2) (= h14_k 7) (= h14_k 5))) (= h14_lhs 2)) d866 d805))
;; <- success
(define-fun d870 () Bool (and d863 (not s14)))
;; <- success
(define-fun d871 () Int (ite (and d870 (= d804 1)) d803 d810))
;; <- success
(define-fun d872 () Int (ite (and d870 (= d804 2)) d803 d811))
;; <- success
(define-fun d873 () Bool (and (and d863 s14) (= h14_k 2) (= h14_fld 0)))
;; <- success
(define-fun d874 () Int (ite (and d873 (= d865 1)) d864 d871))
;; <- success
(define-fun d875 () Int (ite (and d873 (= d865 2)) d864 d872))
;; <- success
(define-fun d876 () Int (ite (= h15_rhs 0) d867 (ite (= h15_rhs 1) d868 (ite (= h15_rhs 2) d869 0))))
;; <- success
(define-fun d877 () Int (ite (= h15_base 0) d867 (ite (= h15_base 1) d868 d869)))
;; <- success
(define-fun d878 () Int (ite (= h15_k 0) d876 (ite (= d877 1) d874 d875)))
;; <- success
(assert (=> (and s15 (or (= h15_k 1) (= h15_k 2))) (and (= h15_fld 0) (or (= d877 1) (= d877 2)))))
;; <- success
(define-fun d879 () Int (ite (not s15) d867 u667))
;; <- success
(define-fun d880 () Int (ite (and s15 (not (or (= h15_k 2) (= h15_k 7)))) d878 d879))
;; <- success
(assert (= d839 2))
;; <- success
(assert (= d869 2))
;; <- success
(assert (= d867 1))
;; <- success
(assert (= d843 2))
;; <- success
(assert (= d880 1))
;; <- success
(assert (= d840 0))
;; <- success
(assert (= d841 7))
;; <- success
(assert (= d868 2))
;; <- success
(assert (= d842 14))
;; <- success
(assert (= d845 0))
;; <- success
(assert (= d874 2))
;; <- success
(assert (= d846 7))
;; <- success
(assert (= d875 1))
;; <- success
(declare-const u881 Bool)
;; <- success
(declare-const u882 Bool)
;; <- success
(declare-const u883 Bool)
;; <- success
(declare-const u884 Int)
;; <- success
(define-fun d885 () Int (ite (= h0_rhs 0) (- 1) (ite (= h0_rhs 1) (- 1) (ite (= h0_rhs 2) (- 1) 0))))
;; <- success
(define-fun d886 () Int (- 1))
;; <- success
(define-fun d887 () Int (ite (= h0_k 0) d885 0))
;; <- success
(assert (=> (and s0 (or (= h0_k 1) (= h0_k 2))) false))
;; <- success
(define-fun d888 () Int (ite (not s0) 0 (- 1)))
;; <- success
(define-fun d889 () Int (ite (and s0 (not (or (= h0_k 2) (= h0_k 7))) (= h0_lhs 0)) d887 d888))
;; <- success
(define-fun d890 () Int (ite (= h1_rhs 0) d889 (ite (= h1_rhs 1) (- 1) (ite (= h1_rhs 2) (- 1) 0))))
;; <- success
(define-fun d891 () Int (ite (= h1_base 0) d889 (- 1)))
;; <- success
(define-fun d892 () Int (ite (= h1_k 0) d890 0))
;; <- success
(assert (=> (and s1 (or (= h1_k 1) (= h1_k 2))) false))
;; <- success
(define-fun d893 () Int (ite (not s1) 0 (- 1)))
;; <- success
(define-fun d894 () Int (ite (and s1 (not (or (= h1_k 2) (= h1_k 7))) (= h1_lhs 1)) d892 d893))
;; <- success
(define-fun d895 () Int (ite (= h2_rhs 0) d889 (ite (= h2_rhs 1) d894 (ite (= h2_rhs 2) (- 1) 0))))
;; <- success
(define-fun d896 () Int (ite (= h2_base 0) d889 (ite (= h2_base 1) d894 (- 1))))
;; <- success
(define-fun d897 () Int (ite (= h2_k 0) d895 0))
;; <- success
(assert (=> (and s2 (or (= h2_k 1) (= h2_k 2))) false))
;; <- success
(define-fun d898 () Int (ite (not s2) 0 (- 1)))
;; <- success
(define-fun d899 () Int (ite (and s2 (not (or (= h2_k 2) (= h2_k 7))) (= h2_lhs 2)) d897 d898))
;; <- success
(define-fun d900 () Int (ite (= h3_rhs 0) 1 (ite (= h3_rhs 1) 5 (ite (= h3_rhs 2) 3 (ite (= h3_rhs 3) (- 1717986919) (ite (= h3_rhs 4) (- 1717986919) (ite (= h3_rhs 5) (- 1) (ite (= h3_rhs 6) 0 1))))))))
;; <- success
(define-fun d901 () Int (ite (= h3_base 0) d889 (ite (= h3_base 1) d894 d899)))
;; <- success
(define-fun d902 () Int (ite (= h3_k 0) d900 (ite (= h3_k 3) (+ d900 (ite (= h3_add 0) (- 1) (ite (= h3_add 1) 0 1))) 0)))
;; <- success
(assert (=> (and s3 (or (= h3_k 1) (= h3_k 2))) false))
;; <- success
(define-fun d903 () Int (ite (not s3) 5 (- 1717986919)))
;; <- success
(define-fun d904 () Int (ite (and s3 (not (or (= h3_k 2) (= h3_k 7))) (= h3_lhs 3)) d902 d903))
;; <- success
(define-fun d905 () Int (ite (= h4_rhs 0) 1 (ite (= h4_rhs 1) 5 (ite (= h4_rhs 2) 3 (ite (= h4_rhs 3) d904 (ite (= h4_rhs 4) (- 1717986919) (ite (= h4_rhs 5) (- 1) (ite (= h4_rhs 6) 0 1))))))))
;; <- success
(define-fun d906 () Int (ite (= h4_base 0) d889 (ite (= h4_base 1) d894 d899)))
;; <- success
(define-fun d907 () Int (ite (= h4_k 0) d905 (ite (= h4_k 3) (+ d905 (ite (= h4_add 0) (- 1) (ite (= h4_add 1) 0 1))) 0)))
;; <- success
(assert (=> (and s4 (or (= h4_k 1) (= h4_k 2))) false))
;; <- success
(define-fun d908 () Int (ite (not s4) 0 (- 1717986919)))
;; <- success
(define-fun d909 () Int (ite (and s4 (not (or (= h4_k 2) (= h4_k 7))) (= h4_lhs 4)) d907 d908))
;; <- success
(assert true)
;; <- success
(assert (= d899 0))
;; <- success
(assert (= d889 0))
;; <- success
(assert (= d909 0))
;; <- success
(assert true)
;; <- success
(assert true)
;; <- success
(assert (= d894 0))
;; <- success
(assert (= d904 5))
;; <- success
(define-fun d910 () Int (ite (= h5_x 0) d889 (ite (= h5_x 1) d894 d899)))
;; <- success
(define-fun d911 () Int (ite (= h5_y 0) d889 (ite (= h5_y 1) d894 (ite (= h5_y 2) d899 0))))
;; <- success
(define-fun d912 () Int (ite (= h5_x 0) 1 (ite (= h5_x 1) 5 (ite (= h5_x 2) 3 (ite (= h5_x 3) d904 d909)))))
;; <- success
(define-fun d913 () Int (ite (= h5_y 0) 1 (ite (= h5_y 1) 5 (ite (= h5_y 2) 3 (ite (= h5_y 3) d904 (ite (= h5_y 4) d909 (ite (= h5_y 5) (- 1) (ite (= h5_y 6) 0 1))))))))
;; <- success
(define-fun d914 () Bool (ite (not s5) (< d909 1) u881))
;; <- success
(define-fun d915 () Bool (ite s5 (ite h5_ptr (ite (= h5_op 0) (= d910 d911) (distinct d910 d911)) (ite (= h5_op 0) (= d912 d913) (ite (= h5_op 1) (distinct d912 d913) (ite (= h5_op 2) (< d912 d913) (ite (= h5_op 3) (<= d912 d913) (ite (= h5_op 4) (> d912 d913) (>= d912 d913))))))) d914))
;; <- success
(assert d915)
;; <- success
(define-fun d916 () Int (ite (= g7_x 0) d889 (ite (= g7_x 1) d894 1)))
;; <- success
(define-fun d917 () Int (ite (= g7_y 0) d889 (ite (= g7_y 1) d894 (ite (= g7_y 2) 1 0))))
;; <- success
(define-fun d918 () Int (ite (= g7_x 0) 1 (ite (= g7_x 1) 5 (ite (= g7_x 2) 3 (ite (= g7_x 3) d904 d909)))))
;; <- success
(define-fun d919 () Int (ite (= g7_y 0) 1 (ite (= g7_y 1) 5 (ite (= g7_y 2) 3 (ite (= g7_y 3) d904 (ite (= g7_y 4) d909 (ite (= g7_y 5) (- 1) (ite (= g7_y 6) 0 1))))))))
;; <- success
(define-fun d920 () Bool (ite r7 (ite g7_del false (ite g7_ptr (ite (= g7_op 0) (= d916 d917) (distinct d916 d917)) (ite (= g7_op 0) (= d918 d919) (ite (= g7_op 1) (distinct d918 d919) (ite (= g7_op 2) (< d918 d919) (ite (= g7_op 3) (<= d918 d919) (ite (= g7_op 4) (> d918 d919) (>= d918 d919)))))))) true))
;; <- success
(define-fun d921 () Int (ite (= h7_rhs 0) 1 (ite (= h7_rhs 1) 5 (ite (= h7_rhs 2) 3 (ite (= h7_rhs 3) d904 (ite (= h7_rhs 4) d909 (ite (= h7_rhs 5) (- 1) (ite (= h7_rhs 6) 0 1))))))))
;; <- success
(define-fun d922 () Int (ite (= h7_base 0) d889 (ite (= h7_base 1) d894 1)))
;; <- success
(define-fun d923 () Int (ite (= h7_k 0) d921 (ite (= h7_k 3) (+ d921 (ite (= h7_add 0) (- 1) (ite (= h7_add 1) 0 1))) (- 1717986919))))
;; <- success
(assert (=> (and d920 (not s7)) true))
;; <- success
(assert (=> (and (and d920 s7) (or (= h7_k 1) (= h7_k 2) (= h7_k 5))) (and (= h7_fld 0) (= d922 1))))
;; <- success
(define-fun d924 () Int (ite (and (and d920 s7) (not (or (= h7_k 2) (= h7_k 7) (= h7_k 5))) (= h7_lhs 0)) d923 1))
;; <- success
(define-fun d925 () Int (ite (and (and d920 s7) (not (or (= h7_k 2) (= h7_k 7) (= h7_k 5))) (= h7_lhs 1)) d923 5))
;; <- success
(define-fun d926 () Int (ite (and (and d920 s7) (not (or (= h7_k 2) (= h7_k 7) (= h7_k 5))) (= h7_lhs 2)) d923 3))
;; <- success
(define-fun d927 () Int (ite (and (and d920 s7) (not (or (= h7_k 2) (= h7_k 7) (= h7_k 5))) (= h7_lhs 3)) d923 d904))
;; <- success
(define-fun d928 () Int (ite (and (and d920 s7) (not (or (= h7_k 2) (= h7_k 7) (= h7_k 5))) (= h7_lhs 4)) d923 d909))
;; <- success
(define-fun d929 () Int (ite (and d920 (not s7)) d904 (- 1717986919)))
;; <- success
(define-fun d930 () Int (ite (and (and (and d920 s7) (= h7_k 2) (= h7_fld 0)) (= d922 1)) d921 d929))
;; <- success
(define-fun d931 () Int (ite (= h8_x 0) d889 (ite (= h8_x 1) d894 1)))
;; <- success
(define-fun d932 () Int (ite (= h8_y 0) d889 (ite (= h8_y 1) d894 (ite (= h8_y 2) 1 0))))
;; <- success
(define-fun d933 () Int (ite (= h8_x 0) d924 (ite (= h8_x 1) d925 (ite (= h8_x 2) d926 (ite (= h8_x 3) d927 d928)))))
;; <- success
(define-fun d934 () Int (ite (= h8_y 0) d924 (ite (= h8_y 1) d925 (ite (= h8_y 2) d926 (ite (= h8_y 3) d927 (ite (= h8_y 4) d928 (ite (= h8_y 5) (- 1) (ite (= h8_y 6) 0 1))))))))
;; <- success
(define-fun d935 () Bool (ite (not s8) (= d889 0) u882))
;; <- success
(define-fun d936 () Bool (ite s8 (ite h8_ptr (ite (= h8_op 0) (= d931 d932) (distinct d931 d932)) (ite (= h8_op 0) (= d933 d934) (ite (= h8_op 1) (distinct d933 d934) (ite (= h8_op 2) (< d933 d934) (ite (= h8_op 3) (<= d933 d934) (ite (= h8_op 4) (> d933 d934) (>= d933 d934))))))) d935))
;; <- success
(assert d936)
;; <- success
(define-fun d937 () Int (ite (= g9_x 0) d889 (ite (= g9_x 1) d894 1)))
;; <- success
(define-fun d938 () Int (ite (= g9_y 0) d889 (ite (= g9_y 1) d894 (ite (= g9_y 2) 1 0))))
;; <- success
(define-fun d939 () Int (ite (= g9_x 0) d924 (ite (= g9_x 1) d925 (ite (= g9_x 2) d926 (ite (= g9_x 3) d927 d928)))))
;; <- success
(define-fun d940 () Int (ite (= g9_y 0) d924 (ite (= g9_y 1) d925 (ite (= g9_y 2) d926 (ite (= g9_y 3) d927 (ite (= g9_y 4) d928 (ite (= g9_y 5) (- 1) (ite (= g9_y 6) 0 1))))))))
;; <- success
(define-fun d941 () Bool (ite r9 (ite g9_del false (and d936 (ite g9_ptr (ite (= g9_op 0) (= d937 d938) (distinct d937 d938)) (ite (= g9_op 0) (= d939 d940) (ite (= g9_op 1) (distinct d939 d940) (ite (= g9_op 2) (< d939 d940) (ite (= g9_op 3) (<= d939 d940) (ite (= g9_op 4) (> d939 d940) (>= d939 d940))))))))) d936))
;; <- success
(define-fun d942 () Int (ite (= h9_rhs 0) d889 (ite (= h9_rhs 1) d894 (ite (= h9_rhs 2) 1 0))))
;; <- success
(define-fun d943 () Int (ite (= h9_base 0) d889 (ite (= h9_base 1) d894 1)))
;; <- success
(define-fun d944 () Int (ite (= h9_k 0) d942 (- 1)))
;; <- success
(assert (=> (and (and d941 s9) (or (= h9_k 1) (= h9_k 2))) (and (= h9_fld 0) (= d943 1))))
;; <- success
(define-fun d945 () Int (ite (and d941 (not s9)) 1 d889))
;; <- success
(define-fun d946 () Int (ite (and (and d941 s9) (not (or (= h9_k 2) (= h9_k 7))) (= h9_lhs 0)) d944 d945))
;; <- success
(define-fun d947 () Int (ite (and (and d941 s9) (not (or (= h9_k 2) (= h9_k 7))) (= h9_lhs 1)) d944 d894))
;; <- success
(define-fun d948 () Int (ite (and (and d941 s9) (not (or (= h9_k 2) (= h9_k 7))) (= h9_lhs 2)) d944 1))
;; <- success
(define-fun d949 () Int (ite (and (and (and d941 s9) (= h9_k 2) (= h9_fld 0)) (= d943 1)) d942 (- 1)))
;; <- success
(define-fun d950 () Int (ite (= g11_x 0) d946 (ite (= g11_x 1) d947 d948)))
;; <- success
(define-fun d951 () Int (ite (= g11_y 0) d946 (ite (= g11_y 1) d947 (ite (= g11_y 2) d948 0))))
;; <- success
(define-fun d952 () Int (ite (= g11_x 0) d924 (ite (= g11_x 1) d925 (ite (= g11_x 2) d926 (ite (= g11_x 3) d927 d928)))))
;; <- success
(define-fun d953 () Int (ite (= g11_y 0) d924 (ite (= g11_y 1) d925 (ite (= g11_y 2) d926 (ite (= g11_y 3) d927 (ite (= g11_y 4) d928 (ite (= g11_y 5) (- 1) (ite (= g11_y 6) 0 1))))))))
;; <- success
(define-fun d954 () Bool (ite r11 (ite g11_del false (ite g11_ptr (ite (= g11_op 0) (= d950 d951) (distinct d950 d951)) (ite (= g11_op 0) (= d952 d953) (ite (= g11_op 1) (distinct d952 d953) (ite (= g11_op 2) (< d952 d953) (ite (= g11_op 3) (<= d952 d953) (ite (= g11_op 4) (> d952 d953) (>= d952 d953)))))))) true))
;; <- success
(define-fun d955 () Int (ite (= h11_rhs 0) d924 (ite (= h11_rhs 1) d925 (ite (= h11_rhs 2) d926 (ite (= h11_rhs 3) d927 (ite (= h11_rhs 4) d928 (ite (= h11_rhs 5) (- 1) (ite (= h11_rhs 6) 0 1))))))))
;; <- success
(define-fun d956 () Int (ite (= h11_base 0) d946 (ite (= h11_base 1) d947 d948)))
;; <- success
(define-fun d957 () Int (ite (= h11_at 0) (ite (= h11_to 0) (+ d924 d926) (ite (= h11_to 1) (+ d925 d926) (ite (= h11_to 2) (+ d926 d926) (ite (= h11_to 3) (+ d927 d926) (+ d928 d926))))) (ite (= h11_to 0) (+ d927 d924) (ite (= h11_to 1) (+ d927 d925) (ite (= h11_to 2) (+ d927 d926) (ite (= h11_to 3) (+ d927 d927) (+ d927 d928)))))))
;; <- success
(define-fun d958 () Int (ite (= h11_k 9) d957 (ite (= h11_k 5) (+ d927 d926) (ite (= h11_k 0) d955 (ite (= h11_k 3) (+ d955 (ite (= h11_add 0) (- 1) (ite (= h11_add 1) 0 1))) d930)))))
;; <- success
(assert (=> (and (and d954 s11) (or (= h11_k 1) (= h11_k 2))) (and (= h11_fld 0) (= d956 1))))
;; <- success
(define-fun d959 () Int (ite (and d954 (not s11)) (+ d927 d926) d926))
;; <- success
(define-fun d960 () Int (ite (and (and d954 s11) (not (or (= h11_k 2) (= h11_k 7))) (= h11_lhs 0)) d958 d924))
;; <- success
(define-fun d961 () Int (ite (and (and d954 s11) (not (or (= h11_k 2) (= h11_k 7))) (= h11_lhs 1)) d958 d925))
;; <- success
(define-fun d962 () Int (ite (and (and d954 s11) (not (or (= h11_k 2) (= h11_k 7))) (= h11_lhs 2)) d958 d959))
;; <- success
(define-fun d963 () Int (ite (and (and d954 s11) (not (or (= h11_k 2) (= h11_k 7))) (= h11_lhs 3)) d958 d927))
;; <- success
(define-fun d964 () Int (ite (and (and d954 s11) (not (or (= h11_k 2) (= h11_k 7))) (= h11_lhs 4)) d958 d928))
;; <- success
(define-fun d965 () Int (ite (and (and (and d954 s11) (= h11_k 2) (= h11_fld 0)) (= d956 1)) d955 d930))
;; <- success
(define-fun d966 () Int (ite (= g12_x 0) d946 (ite (= g12_x 1) d947 d948)))
;; <- success
(define-fun d967 () Int (ite (= g12_y 0) d946 (ite (= g12_y 1) d947 (ite (= g12_y 2) d948 0))))
;; <- success
(define-fun d968 () Int (ite (= g12_x 0) d960 (ite (= g12_x 1) d961 (ite (= g12_x 2) d962 (ite (= g12_x 3) d963 d964)))))
;; <- success
(define-fun d969 () Int (ite (= g12_y 0) d960 (ite (= g12_y 1) d961 (ite (= g12_y 2) d962 (ite (= g12_y 3) d963 (ite (= g12_y 4) d964 (ite (= g12_y 5) (- 1) (ite (= g12_y 6) 0 1))))))))
;; <- success
(define-fun d970 () Bool (ite r12 (ite g12_del false (ite g12_ptr (ite (= g12_op 0) (= d966 d967) (distinct d966 d967)) (ite (= g12_op 0) (= d968 d969) (ite (= g12_op 1) (distinct d968 d969) (ite (= g12_op 2) (< d968 d969) (ite (= g12_op 3) (<= d968 d969) (ite (= g12_op 4) (> d968 d969) (>= d968 d969)))))))) true))
;; <- success
(define-fun d971 () Int (ite (= h12_rhs 0) d960 (ite (= h12_rhs 1) d961 (ite (= h12_rhs 2) d962 (ite (= h12_rhs 3) d963 (ite (= h12_rhs 4) d964 (ite (= h12_rhs 5) (- 1) (ite (= h12_rhs 6) 0 1))))))))
;; <- success
(define-fun d972 () Int (ite (= h12_base 0) d946 (ite (= h12_base 1) d947 d948)))
;; <- success
(define-fun d973 () Int (ite (= h12_k 5) (+ d964 1) (ite (= h12_k 0) d971 (ite (= h12_k 3) (+ d971 (ite (= h12_add 0) (- 1) (ite (= h12_add 1) 0 1))) d965))))
;; <- success
(assert (=> (and (and d970 s12) (or (= h12_k 1) (= h12_k 2))) (and (= h12_fld 0) (= d972 1))))
;; <- success
(define-fun d974 () Int (ite (and d970 (not s12)) (+ d964 1) d964))
;; <- success
(define-fun d975 () Int (ite (and (and d970 s12) (not (or (= h12_k 2) (= h12_k 7))) (= h12_lhs 0)) d973 d960))
;; <- success
(define-fun d976 () Int (ite (and (and d970 s12) (not (or (= h12_k 2) (= h12_k 7))) (= h12_lhs 1)) d973 d961))
;; <- success
(define-fun d977 () Int (ite (and (and d970 s12) (not (or (= h12_k 2) (= h12_k 7))) (= h12_lhs 2)) d973 d962))
;; <- success
(define-fun d978 () Int (ite (and (and d970 s12) (not (or (= h12_k 2) (= h12_k 7))) (= h12_lhs 3)) d973 d963))
;; <- success
(define-fun d979 () Int (ite (and (and d970 s12) (not (or (= h12_k 2) (= h12_k 7))) (= h12_lhs 4)) d973 d974))
;; <- success
(define-fun d980 () Int (ite (and (and (and d970 s12) (= h12_k 2) (= h12_fld 0)) (= d972 1)) d971 d965))
;; <- success
(assert (= d975 1))
;; <- success
(assert (= d948 1))
;; <- success
(assert (= d946 1))
;; <- success
(assert (= d979 1))
;; <- success
(assert (= d976 5))
;; <- success
(assert (= d977 3))
;; <- success
(assert (= d947 1))
;; <- success
(assert (= d978 8))
;; <- success
(assert (= d980 5))
;; <- success
(define-fun d981 () Int (ite (= h5_x 0) d946 (ite (= h5_x 1) d947 d948)))
;; <- success
(define-fun d982 () Int (ite (= h5_y 0) d946 (ite (= h5_y 1) d947 (ite (= h5_y 2) d948 0))))
;; <- success
(define-fun d983 () Int (ite (= h5_x 0) d975 (ite (= h5_x 1) d976 (ite (= h5_x 2) d977 (ite (= h5_x 3) d978 d979)))))
;; <- success
(define-fun d984 () Int (ite (= h5_y 0) d975 (ite (= h5_y 1) d976 (ite (= h5_y 2) d977 (ite (= h5_y 3) d978 (ite (= h5_y 4) d979 (ite (= h5_y 5) (- 1) (ite (= h5_y 6) 0 1))))))))
;; <- success
(define-fun d985 () Bool (ite (not s5) (< d979 d975) d915))
;; <- success
(define-fun d986 () Bool (ite s5 (ite h5_ptr (ite (= h5_op 0) (= d981 d982) (distinct d981 d982)) (ite (= h5_op 0) (= d983 d984) (ite (= h5_op 1) (distinct d983 d984) (ite (= h5_op 2) (< d983 d984) (ite (= h5_op 3) (<= d983 d984) (ite (= h5_op 4) (> d983 d984) (>= d983 d984))))))) d985))
;; <- success
(assert (not d986))
;; <- success
(define-fun d987 () Int (ite (= h13_x 0) d946 (ite (= h13_x 1) d947 d948)))
;; <- success
(define-fun d988 () Int (ite (= h13_y 0) d946 (ite (= h13_y 1) d947 (ite (= h13_y 2) d948 0))))
;; <- success
(define-fun d989 () Int (ite (= h13_x 0) d975 (ite (= h13_x 1) d976 (ite (= h13_x 2) d977 (ite (= h13_x 3) d978 d979)))))
;; <- success
(define-fun d990 () Int (ite (= h13_y 0) d975 (ite (= h13_y 1) d976 (ite (= h13_y 2) d977 (ite (= h13_y 3) d978 (ite (= h13_y 4) d979 (ite (= h13_y 5) (- 1) (ite (= h13_y 6) 0 1))))))))
;; <- success
(define-fun d991 () Bool (ite (not s13) (not (= d947 0)) u883))
;; <- success
(define-fun d992 () Bool (ite s13 (ite h13_ptr (ite (= h13_op 0) (= d987 d988) (distinct d987 d988)) (ite (= h13_op 0) (= d989 d990) (ite (= h13_op 1) (distinct d989 d990) (ite (= h13_op 2) (< d989 d990) (ite (= h13_op 3) (<= d989 d990) (ite (= h13_op 4) (> d989 d990) (>= d989 d990))))))) d991))
;; <- success
(assert d992)
;; <- success
(define-fun d993 () Int (ite (= g14_x 0) d946 (ite (= g14_x 1) d947 d948)))
;; <- success
(define-fun d994 () Int (ite (= g14_y 0) d946 (ite (= g14_y 1) d947 (ite (= g14_y 2) d948 0))))
;; <- success
(define-fun d995 () Int (ite (= g14_x 0) d975 (ite (= g14_x 1) d976 (ite (= g14_x 2) d977 (ite (= g14_x 3) d978 d979)))))
;; <- success
(define-fun d996 () Int (ite (= g14_y 0) d975 (ite (= g14_y 1) d976 (ite (= g14_y 2) d977 (ite (= g14_y 3) d978 (ite (= g14_y 4) d979 (ite (= g14_y 5) (- 1) (ite (= g14_y 6) 0 1))))))))
;; <- success
(define-fun d997 () Bool (ite r14 (ite g14_del false (and d992 (ite g14_ptr (ite (= g14_op 0) (= d993 d994) (distinct d993 d994)) (ite (= g14_op 0) (= d995 d996) (ite (= g14_op 1) (distinct d995 d996) (ite (= g14_op 2) (< d995 d996) (ite (= g14_op 3) (<= d995 d996) (ite (= g14_op 4) (> d995 d996) (>= d995 d996))))))))) d992))
;; <- success
(define-fun d998 () Int (ite (= h14_rhs 0) d946 (ite (= h14_rhs 1) d947 (ite (= h14_rhs 2) d948 0))))
;; <- success
(define-fun d999 () Int (ite (= h14_base 0) d946 (ite (= h14_base 1) d947 d948)))
;; <- success
(define-fun d1000 () Int (ite (= h14_k 0) d998 d949))
;; <- success
(assert (=> (and d997 (not s14)) (= d947 1)))
;; <- success
(assert (=> (and (and d997 s14) (or (= h14_k 1) (= h14_k 2) (= h14_k 5))) (and (= h14_fld 0) (= d999 1))))
;; <- success
(define-fun d1001 () Int (ite (and (and d997 s14) (not (or (= h14_k 2) (= h14_k 7) (= h14_k 5))) (= h14_lhs 0)) d1000 d946))
;; <- success
(define-fun d1002 () Int (ite (and (and d997 s14) (not (or (= h14_k 2) (= h14_k 7) (= h14_k 5))) (= h14_lhs 1)) d1000 d947))
;; <- success
(define-fun d1003 () Int (ite (and (and d997 s14) (not (or (= h14_k 2) (= h14_k 7) (= h14_k 5))) (= h14_lhs 2)) d1000 d948))
;; <- success
(define-fun d1004 () Int (ite (and (and d997 (not s14)) (= d947 1)) d946 d949))
;; <- success
(define-fun d1005 () Int (ite (and (and (and d997 s14) (= h14_k 2) (= h14_fld 0)) (= d999 1)) d998 d1004))
;; <- success
(define-fun d1006 () Int (ite (= h15_rhs 0) d1001 (ite (= h15_rhs 1) d1002 (ite (= h15_rhs 2) d1003 0))))
;; <- success
(define-fun d1007 () Int (ite (= h15_base 0) d1001 (ite (= h15_base 1) d1002 d1003)))
;; <- success
(define-fun d1008 () Int (ite (= h15_k 0) d1006 d1005))
;; <- success
(assert (=> (and s15 (or (= h15_k 1) (= h15_k 2))) (and (= h15_fld 0) (= d1007 1))))
;; <- success
(define-fun d1009 () Int (ite (not s15) d1001 u884))
;; <- success
(define-fun d1010 () Int (ite (and s15 (not (or (= h15_k 2) (= h15_k 7)))) d1008 d1009))
;; <- success
(assert (= d975 1))
;; <- success
(assert (= d1003 1))
;; <- success
(assert (= d1001 1))
;; <- success
(assert (= d979 1))
;; <- success
(assert (= d1010 1))
;; <- success
(assert (= d976 5))
;; <- success
(assert (= d977 3))
;; <- success
(assert (= d1002 1))
;; <- success
(assert (= d978 8))
;; <- success
(assert (= d980 5))
;; <- success
(assert (= d1005 1))
;; <- success
(push 1)
;; <- success
(declare-const tau_grd.0 Bool)
;; <- success
(assert (=> tau_grd.0 (and (not r7) (not r9) (not r10) (not r11) (not r12) (not r14))))
;; <- success
(declare-const tau_stm.0 Bool)
;; <- success
(assert (=> tau_stm.0 (and (not s0) (not s1) (not s2) (not s3) (not s4) (not s5) (not s7) (not s8) (not s9) (not s10) (not s11) (not s12) (not s13) (not s14) (not s15))))
;; <- success
(check-sat-assuming (tau_grd.0 tau_stm.0))
;; <- unsat
(get-unsat-assumptions)
;; <- (tau_stm.0)
(declare-const tau_stm.1 Bool)
;; <- success
(assert (=> tau_stm.1 (and (or (not s0) (not s1)) (or (not s0) (not s2)) (or (not s0) (not s3)) (or (not s0) (not s4)) (or (not s0) (not s5)) (or (not s0) (not s7)) (or (not s0) (not s8)) (or (not s0) (not s9)) (or (not s0) (not s10)) (or (not s0) (not s11)) (or (not s0) (not s12)) (or (not s0) (not s13)) (or (not s0) (not s14)) (or (not s0) (not s15)) (or (not s1) (not s2)) (or (not s1) (not s3)) (or (not s1) (not s4)) (or (not s1) (not s5)) (or (not s1) (not s7)) (or (not s1) (not s8)) (or (not s1) (not s9)) (or (not s1) (not s10)) (or (not s1) (not s11)) (or (not s1) (not s12)) (or (not s1) (not s13)) (or (not s1) (not s14)) (or (not s1) (not s15)) (or (not s2) (not s3)) (or (not s2) (not s4)) (or (not s2) (not s5)) (or (not s2) (not s7)) (or (not s2) (not s8)) (or (not s2) (not s9)) (or (not s2) (not s10)) (or (not s2) (not s11)) (or (not s2) (not s12)) (or (not s2) (not s13)) (or (not s2) (not s14)) (or (not s2) (not s15)) (or (not s3) (not s4)) (or (not s3) (not s5)) (or (not s3) (not s7)) (or (not s3) (not s8)) (or (not s3) (not s9)) (or (not s3) (not s10)) (or (not s3) (not s11)) (or (not s3) (not s12)) (or (not s3) (not s13)) (or (not s3) (not s14)) (or (not s3) (not s15)) (or (not s4) (not s5)) (or (not s4) (not s7)) (or (not s4) (not s8)) (or (not s4) (not s9)) (or (not s4) (not s10)) (or (not s4) (not s11)) (or (not s4) (not s12)) (or (not s4) (not s13)) (or (not s4) (not s14)) (or (not s4) (not s15)) (or (not s5) (not s7)) (or (not s5) (not s8)) (or (not s5) (not s9)) (or (not s5) (not s10)) (or (not s5) (not s11)) (or (not s5) (not s12)) (or (not s5) (not s13)) (or (not s5) (not s14)) (or (not s5) (not s15)) (or (not s7) (not s8)) (or (not s7) (not s9)) (or (not s7) (not s10)) (or (not s7) (not s11)) (or (not s7) (not s12)) (or (not s7) (not s13)) (or (not s7) (not s14)) (or (not s7) (not s15)) (or (not s8) (not s9)) (or (not s8) (not s10)) (or (not s8) (not s11)) (or (not s8) (not s12)) (or (not s8) (not s13)) (or (not s8) (not s14)) (or (not s8) (not s15)) (or (not s9) (not s10)) (or (not s9) (not s11)) (or (not s9) (not s12)) (or (not s9) (not s13)) (or (not s9) (not s14)) (or (not s9) (not s15)) (or (not s10) (not s11)) (or (not s10) (not s12)) (or (not s10) (not s13)) (or (not s10) (not s14)) (or (not s10) (not s15)) (or (not s11) (not s12)) (or (not s11) (not s13)) (or (not s11) (not s14)) (or (not s11) (not s15)) (or (not s12) (not s13)) (or (not s12) (not s14)) (or (not s12) (not s15)) (or (not s13) (not s14)) (or (not s13) (not s15)) (or (not s14) (not s15)))))
;; <- success
(check-sat-assuming (tau_grd.0 tau_stm.1))
;; <- unsat
(get-unsat-assumptions)
;; <- (tau_stm.1)
(declare-const tau_stm.2 Bool)
;; <- success
(assert (=> tau_stm.2 (let ((tau_stm!2!0_1 s0) (tau_stm!2!0_2 false)) (and (not (and s1 tau_stm!2!0_2)) (let ((tau_stm!2!1_1 (or tau_stm!2!0_1 s1)) (tau_stm!2!1_2 (or tau_stm!2!0_2 (and s1 tau_stm!2!0_1)))) (and (not (and s2 tau_stm!2!1_2)) (let ((tau_stm!2!2_1 (or tau_stm!2!1_1 s2)) (tau_stm!2!2_2 (or tau_stm!2!1_2 (and s2 tau_stm!2!1_1)))) (and (not (and s3 tau_stm!2!2_2)) (let ((tau_stm!2!3_1 (or tau_stm!2!2_1 s3)) (tau_stm!2!3_2 (or tau_stm!2!2_2 (and s3 tau_stm!2!2_1)))) (and (not (and s4 tau_stm!2!3_2)) (let ((tau_stm!2!4_1 (or tau_stm!2!3_1 s4)) (tau_stm!2!4_2 (or tau_stm!2!3_2 (and s4 tau_stm!2!3_1)))) (and (not (and s5 tau_stm!2!4_2)) (let ((tau_stm!2!5_1 (or tau_stm!2!4_1 s5)) (tau_stm!2!5_2 (or tau_stm!2!4_2 (and s5 tau_stm!2!4_1)))) (and (not (and s7 tau_stm!2!5_2)) (let ((tau_stm!2!6_1 (or tau_stm!2!5_1 s7)) (tau_stm!2!6_2 (or tau_stm!2!5_2 (and s7 tau_stm!2!5_1)))) (and (not (and s8 tau_stm!2!6_2)) (let ((tau_stm!2!7_1 (or tau_stm!2!6_1 s8)) (tau_stm!2!7_2 (or tau_stm!2!6_2 (and s8 tau_stm!2!6_1)))) (and (not (and s9 tau_stm!2!7_2)) (let ((tau_stm!2!8_1 (or tau_stm!2!7_1 s9)) (tau_stm!2!8_2 (or tau_stm!2!7_2 (and s9 tau_stm!2!7_1)))) (and (not (and s10 tau_stm!2!8_2)) (let ((tau_stm!2!9_1 (or tau_stm!2!8_1 s10)) (tau_stm!2!9_2 (or tau_stm!2!8_2 (and s10 tau_stm!2!8_1)))) (and (not (and s11 tau_stm!2!9_2)) (let ((tau_stm!2!10_1 (or tau_stm!2!9_1 s11)) (tau_stm!2!10_2 (or tau_stm!2!9_2 (and s11 tau_stm!2!9_1)))) (and (not (and s12 tau_stm!2!10_2)) (let ((tau_stm!2!11_1 (or tau_stm!2!10_1 s12)) (tau_stm!2!11_2 (or tau_stm!2!10_2 (and s12 tau_stm!2!10_1)))) (and (not (and s13 tau_stm!2!11_2)) (let ((tau_stm!2!12_1 (or tau_stm!2!11_1 s13)) (tau_stm!2!12_2 (or tau_stm!2!11_2 (and s13 tau_stm!2!11_1)))) (and (not (and s14 tau_stm!2!12_2)) (let ((tau_stm!2!13_1 (or tau_stm!2!12_1 s14)) (tau_stm!2!13_2 (or tau_stm!2!12_2 (and s14 tau_stm!2!12_1)))) (not (and s15 tau_stm!2!13_2)))))))))))))))))))))))))))))))
;; <- success
(check-sat-assuming (tau_grd.0 tau_stm.2))
;; <- unsat
(get-unsat-assumptions)
;; <- ()
(pop 1)
;; <- success
(pop 1)
;; <- success
(push 1)
;; <- success
(declare-const s10 Bool)
;; <- success
(declare-const h10_k Int)
;; <- success
(declare-const h10_lhs Int)
;; <- success
(declare-const h10_base Int)
;; <- success
(declare-const h10_fld Int)
;; <- success
(declare-const h10_rhs Int)
;; <- success
(declare-const h10_add Int)
;; <- success
(declare-const h10_op Int)
;; <- success
(declare-const h10_rhs2 Int)
;; <- success
(declare-const h10_fld1 Int)
;; <- success
(declare-const h10_nn Int)
;; <- success
(declare-const h10_src Int)
;; <- success
(declare-const h10_sfld Int)
;; <- success
(declare-const h10_at Int)
;; <- success
(declare-const h10_to Int)
;; <- success
(assert (and (or (= h10_k 0) (= h10_k 1) (= h10_k 2)) (and (<= 0 h10_lhs) (< h10_lhs 3)) (and (<= 0 h10_base) (< h10_base 3)) (and (<= 0 h10_fld) (< h10_fld 1)) (and (<= 0 h10_rhs) (< h10_rhs 4)) (and (<= 0 h10_add) (< h10_add 3)) (and (<= 0 h10_op) (< h10_op 3)) (and (<= 0 h10_rhs2) (< h10_rhs2 4)) (and (<= 0 h10_fld1) (< h10_fld1 1)) (and (<= 0 h10_src) (< h10_src 3)) (and (<= 0 h10_sfld) (< h10_sfld 1)) (and (<= 0 h10_at) (< h10_at 1)) (and (<= 0 h10_to) (< h10_to 5)) (= h10_nn 0) (=> (and (= h10_k 4) (= h10_op 2)) (>= h10_rhs2 3))))
;; <- success
(declare-const r10 Bool)
;; <- success
(declare-const g10_del Bool)
;; <- success
(declare-const g10_ptr Bool)
;; <- success
(declare-const g10_op Int)
;; <- success
(declare-const g10_x Int)
;; <- success
(declare-const g10_y Int)
;; <- success
(assert (or (and g10_ptr (and (<= 0 g10_op) (< g10_op 2)) (and (<= 0 g10_x) (< g10_x 3)) (and (<= 0 g10_y) (< g10_y 4))) (and (not g10_ptr) (and (<= 0 g10_op) (< g10_op 6)) (and (<= 0 g10_x) (< g10_x 5)) (and (<= 0 g10_y) (< g10_y 8)))))
;; <- success
(declare-const s11 Bool)
;; <- success
(declare-const h11_k Int)
;; <- success
(declare-const h11_lhs Int)
;; <- success
(declare-const h11_base Int)
;; <- success
(declare-const h11_fld Int)
;; <- success
(declare-const h11_rhs Int)
;; <- success
(declare-const h11_add Int)
;; <- success
(declare-const h11_op Int)
;; <- success
(declare-const h11_rhs2 Int)
;; <- success
(declare-const h11_fld1 Int)
;; <- success
(declare-const h11_nn Int)
;; <- success
(declare-const h11_src Int)
;; <- success
(declare-const h11_sfld Int)
;; <- success
(declare-const h11_at Int)
;; <- success
(declare-const h11_to Int)
;; <- success
(assert (and (or (= h11_k 0) (= h11_k 3) (= h11_k 5) (= h11_k 1) (= h11_k 2) (= h11_k 9)) (and (<= 0 h11_lhs) (< h11_lhs 5)) (and (<= 0 h11_base) (< h11_base 3)) (and (<= 0 h11_fld) (< h11_fld 1)) (and (<= 0 h11_rhs) (< h11_rhs 8)) (and (<= 0 h11_add) (< h11_add 3)) (and (<= 0 h11_op) (< h11_op 3)) (and (<= 0 h11_rhs2) (< h11_rhs2 8)) (and (<= 0 h11_fld1) (< h11_fld1 1)) (and (<= 0 h11_src) (< h11_src 3)) (and (<= 0 h11_sfld) (< h11_sfld 1)) (and (<= 0 h11_at) (< h11_at 2)) (and (<= 0 h11_to) (< h11_to 5)) (= h11_nn 0) (=> (and (= h11_k 4) (= h11_op 2)) (>= h11_rhs2 5))))
;; <- success
(declare-const r11 Bool)
;; <- success
(declare-const g11_del Bool)
;; <- success
(declare-const g11_ptr Bool)
;; <- success
(declare-const g11_op Int)
;; <- success
(declare-const g11_x Int)
;; <- success
(declare-const g11_y Int)
;; <- success
(assert (or (and g11_ptr (and (<= 0 g11_op) (< g11_op 2)) (and (<= 0 g11_x) (< g11_x 3)) (and (<= 0 g11_y) (< g11_y 4))) (and (not g11_ptr) (and (<= 0 g11_op) (< g11_op 6)) (and (<= 0 g11_x) (< g11_x 5)) (and (<= 0 g11_y) (< g11_y 8)))))
;; <- success
(declare-const t0 Bool)
;; <- success
(declare-const pos0 Int)
;; <- success
(assert (and (<= 0 pos0) (< pos0 5)))
;; <- success
(declare-const cls0 Int)
;; <- success
(assert (and (<= 0 cls0) (< cls0 2)))
;; <- success
(declare-const i0p_k Int)
;; <- success
(declare-const i0p_lhs Int)
;; <- success
(declare-const i0p_base Int)
;; <- success
(declare-const i0p_fld Int)
;; <- success
(declare-const i0p_rhs Int)
;; <- success
(declare-const i0p_add Int)
;; <- success
(declare-const i0p_op Int)
;; <- success
(declare-const i0p_rhs2 Int)
;; <- success
(declare-const i0p_fld1 Int)
;; <- success
(declare-const i0p_nn Int)
;; <- success
(declare-const i0p_src Int)
;; <- success
(declare-const i0p_sfld Int)
;; <- success
(declare-const i0p_at Int)
;; <- success
(declare-const i0p_to Int)
;; <- success
(assert (and (or (= i0p_k 0) (= i0p_k 1) (= i0p_k 2)) (and (<= 0 i0p_lhs) (< i0p_lhs 3)) (and (<= 0 i0p_base) (< i0p_base 3)) (and (<= 0 i0p_fld) (< i0p_fld 1)) (and (<= 0 i0p_rhs) (< i0p_rhs 4)) (and (<= 0 i0p_add) (< i0p_add 3)) (and (<= 0 i0p_op) (< i0p_op 3)) (and (<= 0 i0p_rhs2) (< i0p_rhs2 4)) (and (<= 0 i0p_fld1) (< i0p_fld1 1)) (and (<= 0 i0p_src) (< i0p_src 3)) (and (<= 0 i0p_sfld) (< i0p_sfld 1)) (and (<= 0 i0p_at) (< i0p_at 1)) (and (<= 0 i0p_to) (< i0p_to 5)) (and (<= 0 i0p_nn 1) (=> (= i0p_nn 1) (or (= i0p_k 1) (= i0p_k 2) (= i0p_k 6) (= i0p_k 7)))) (=> (and (= i0p_k 4) (= i0p_op 2)) (>= i0p_rhs2 3))))
;; <- success
(declare-const i0n_k Int)
;; <- success
(declare-const i0n_lhs Int)
;; <- success
(declare-const i0n_base Int)
;; <- success
(declare-const i0n_fld Int)
;; <- success
(declare-const i0n_rhs Int)
;; <- success
(declare-const i0n_add Int)
;; <- success
(declare-const i0n_op Int)
;; <- success
(declare-const i0n_rhs2 Int)
;; <- success
(declare-const i0n_fld1 Int)
;; <- success
(declare-const i0n_nn Int)
;; <- success
(declare-const i0n_src Int)
;; <- success
(declare-const i0n_sfld Int)
;; <- success
(declare-const i0n_at Int)
;; <- success
(declare-const i0n_to Int)
;; <- success
(assert (and (or (= i0n_k 0) (= i0n_k 3) (= i0n_k 1) (= i0n_k 2)) (and (<= 0 i0n_lhs) (< i0n_lhs 5)) (and (<= 0 i0n_base) (< i0n_base 3)) (and (<= 0 i0n_fld) (< i0n_fld 1)) (and (<= 0 i0n_rhs) (< i0n_rhs 8)) (and (<= 0 i0n_add) (< i0n_add 3)) (and (<= 0 i0n_op) (< i0n_op 3)) (and (<= 0 i0n_rhs2) (< i0n_rhs2 8)) (and (<= 0 i0n_fld1) (< i0n_fld1 1)) (and (<= 0 i0n_src) (< i0n_src 3)) (and (<= 0 i0n_sfld) (< i0n_sfld 1)) (and (<= 0 i0n_at) (< i0n_at 1)) (and (<= 0 i0n_to) (< i0n_to 5)) (and (<= 0 i0n_nn 1) (=> (= i0n_nn 1) (or (= i0n_k 1) (= i0n_k 2) (= i0n_k 6) (= i0n_k 7)))) (=> (and (= i0n_k 4) (= i0n_op 2)) (>= i0n_rhs2 5))))
;; <- success
(declare-const u1 Bool)
;; <- success
(declare-const u2 Bool)
;; <- success
(declare-const u3 Bool)
;; <- success
(declare-const u4 Int)
;; <- success
(assert true)
;; <- success
(assert true)
;; <- success
(assert true)
;; <- success
(assert true)
;; <- success
(assert true)
;; <- success
(assert true)
;; <- success
(assert true)
;; <- success
(assert true)
;; <- success
(define-fun d5 () Bool (< 0 0))
;; <- success
(assert (not d5))
;; <- success
(define-fun d6 () Bool (not (= 0 0)))
;; <- success
(assert (not d6))
;; <- success
(assert true)
;; <- success
(assert true)
;; <- success
(assert true)
;; <- success
(assert true)
;; <- success
(assert true)
;; <- success
(assert true)
;; <- success
(assert true)
;; <- success
(assert true)
;; <- success
(assert true)
;; <- success
(declare-const u7 Bool)
;; <- success
(declare-const u8 Bool)
;; <- success
(declare-const u9 Bool)
;; <- success
(declare-const u10 Int)
;; <- success
(assert true)
;; <- success
(assert true)
;; <- success
(assert true)
;; <- success
(assert true)
;; <- success
(assert true)
;; <- success
(assert true)
;; <- success
(assert true)
;; <- success
(assert true)
;; <- success
(define-fun d11 () Bool (< 0 6))
;; <- success
(assert d11)
;; <- success
(assert (=> true true))
;; <- success
(define-fun d12 () Bool (= 0 0))
;; <- success
(assert d12)
;; <- success
(define-fun d13 () Int (ite d12 1 0))
;; <- success
(define-fun d14 () Int (ite (= i0p_rhs 0) d13 (ite (= i0p_rhs 1) 0 (ite (= i0p_rhs 2) 1 0))))
;; <- success
(define-fun d15 () Int (ite (= i0p_base 0) d13 (ite (= i0p_base 1) 0 1)))
;; <- success
(define-fun d16 () Bool (and (and t0 (= pos0 0) (= cls0 0)) (not (and (= i0p_nn 1) (= d15 0)))))
;; <- success
(define-fun d17 () Int (ite (= i0p_k 0) d14 (- 1)))
;; <- success
(define-fun d18 () Int (ite (= i0n_rhs 0) 6 (ite (= i0n_rhs 1) 10 (ite (= i0n_rhs 2) (- 2) (ite (= i0n_rhs 3) 10 (ite (= i0n_rhs 4) 0 (ite (= i0n_rhs 5) (- 1) (ite (= i0n_rhs 6) 0 1))))))))
;; <- success
(define-fun d19 () Int (ite (= i0n_base 0) d13 (ite (= i0n_base 1) 0 1)))
;; <- success
(define-fun d20 () Bool (and (and t0 (= pos0 0) (= cls0 1)) (not (and (= i0n_nn 1) (= d19 0)))))
;; <- success
(define-fun d21 () Int (ite (= i0n_k 0) d18 (ite (= i0n_k 3) (+ d18 (ite (= i0n_add 0) (- 1) (ite (= i0n_add 1) 0 1))) 10)))
;; <- success
(assert (=> (and d16 (or (= i0p_k 1) (= i0p_k 2))) (and (= i0p_fld 0) (= d15 1))))
;; <- success
(assert (=> (and d20 (or (= i0n_k 1) (= i0n_k 2))) (and (= i0n_fld 0) (= d19 1))))
;; <- success
(define-fun d22 () Int (ite (and d16 (not (or (= i0p_k 2) (= i0p_k 7))) (= i0p_lhs 0)) d17 d13))
;; <- success
(define-fun d23 () Int (ite (and d16 (not (or (= i0p_k 2) (= i0p_k 7))) (= i0p_lhs 1)) d17 0))
;; <- success
(define-fun d24 () Int (ite (and d16 (not (or (= i0p_k 2) (= i0p_k 7))) (= i0p_lhs 2)) d17 1))
;; <- success
(define-fun d25 () Int (ite (and d20 (not (or (= i0n_k 2) (= i0n_k 7))) (= i0n_lhs 0)) d21 6))
;; <- success
(define-fun d26 () Int (ite (and d20 (not (or (= i0n_k 2) (= i0n_k 7))) (= i0n_lhs 1)) d21 10))
;; <- success
(define-fun d27 () Int (ite (and d20 (not (or (= i0n_k 2) (= i0n_k 7))) (= i0n_lhs 2)) d21 (- 2)))
;; <- success
(define-fun d28 () Int (ite (and d20 (not (or (= i0n_k 2) (= i0n_k 7))) (= i0n_lhs 3)) d21 10))
;; <- success
(define-fun d29 () Int (ite (and d20 (not (or (= i0n_k 2) (= i0n_k 7))) (= i0n_lhs 4)) d21 0))
;; <- success
(define-fun d30 () Int (ite (and (and d16 (= i0p_k 2) (= i0p_fld 0)) (= d15 1)) d14 (- 1)))
;; <- success
(define-fun d31 () Int (ite (and (and d20 (= i0n_k 2) (= i0n_fld 0)) (= d19 1)) d18 10))
;; <- success
(define-fun d32 () Int (ite (= i0p_rhs 0) d22 (ite (= i0p_rhs 1) d23 (ite (= i0p_rhs 2) d24 0))))
;; <- success
(define-fun d33 () Int (ite (= i0p_base 0) d22 (ite (= i0p_base 1) d23 d24)))
;; <- success
(define-fun d34 () Bool (and (and t0 (= pos0 1) (= cls0 0)) (not (and (= i0p_nn 1) (= d33 0)))))
;; <- success
(define-fun d35 () Int (ite (= i0p_k 0) d32 d30))
;; <- success
(define-fun d36 () Int (ite (= i0n_rhs 0) d25 (ite (= i0n_rhs 1) d26 (ite (= i0n_rhs 2) d27 (ite (= i0n_rhs 3) d28 (ite (= i0n_rhs 4) d29 (ite (= i0n_rhs 5) (- 1) (ite (= i0n_rhs 6) 0 1))))))))
;; <- success
(define-fun d37 () Int (ite (= i0n_base 0) d22 (ite (= i0n_base 1) d23 d24)))
;; <- success
(define-fun d38 () Bool (and (and t0 (= pos0 1) (= cls0 1)) (not (and (= i0n_nn 1) (= d37 0)))))
;; <- success
(define-fun d39 () Int (ite (= i0n_k 0) d36 (ite (= i0n_k 3) (+ d36 (ite (= i0n_add 0) (- 1) (ite (= i0n_add 1) 0 1))) d31)))
;; <- success
(assert (=> (and d34 (or (= i0p_k 1) (= i0p_k 2))) (and (= i0p_fld 0) (= d33 1))))
;; <- success
(assert (=> (and d38 (or (= i0n_k 1) (= i0n_k 2))) (and (= i0n_fld 0) (= d37 1))))
;; <- success
(define-fun d40 () Int (ite (and d34 (not (or (= i0p_k 2) (= i0p_k 7))) (= i0p_lhs 0)) d35 d22))
;; <- success
(define-fun d41 () Int (ite (and d34 (not (or (= i0p_k 2) (= i0p_k 7))) (= i0p_lhs 1)) d35 d23))
;; <- success
(define-fun d42 () Int (ite (and d34 (not (or (= i0p_k 2) (= i0p_k 7))) (= i0p_lhs 2)) d35 d24))
;; <- success
(define-fun d43 () Int (ite (and d38 (not (or (= i0n_k 2) (= i0n_k 7))) (= i0n_lhs 0)) d39 d25))
;; <- success
(define-fun d44 () Int (ite (and d38 (not (or (= i0n_k 2) (= i0n_k 7))) (= i0n_lhs 1)) d39 d26))
;; <- success
(define-fun d45 () Int (ite (and d38 (not (or (= i0n_k 2) (= i0n_k 7))) (= i0n_lhs 2)) d39 d27))
;; <- success
(define-fun d46 () Int (ite (and d38 (not (or (= i0n_k 2) (= i0n_k 7))) (= i0n_lhs 3)) d39 d28))
;; <- success
(define-fun d47 () Int (ite (and d38 (not (or (= i0n_k 2) (= i0n_k 7))) (= i0n_lhs 4)) d39 d29))
;; <- success
(define-fun d48 () Int (ite (and (and d34 (= i0p_k 2) (= i0p_fld 0)) (= d33 1)) d32 d30))
;; <- success
(define-fun d49 () Int (ite (and (and d38 (= i0n_k 2) (= i0n_fld 0)) (= d37 1)) d36 d31))
;; <- success
(define-fun d50 () Int (ite (= g11_x 0) d40 (ite (= g11_x 1) d41 d42)))
;; <- success
(define-fun d51 () Int (ite (= g11_y 0) d40 (ite (= g11_y 1) d41 (ite (= g11_y 2) d42 0))))
;; <- success
(define-fun d52 () Int (ite (= g11_x 0) d43 (ite (= g11_x 1) d44 (ite (= g11_x 2) d45 (ite (= g11_x 3) d46 d47)))))
;; <- success
(define-fun d53 () Int (ite (= g11_y 0) d43 (ite (= g11_y 1) d44 (ite (= g11_y 2) d45 (ite (= g11_y 3) d46 (ite (= g11_y 4) d47 (ite (= g11_y 5) (- 1) (ite (= g11_y 6) 0 1))))))))
;; <- success
(define-fun d54 () Bool (ite r11 (ite g11_del false (ite g11_ptr (ite (= g11_op 0) (= d50 d51) (distinct d50 d51)) (ite (= g11_op 0) (= d52 d53) (ite (= g11_op 1) (distinct d52 d53) (ite (= g11_op 2) (< d52 d53) (ite (= g11_op 3) (<= d52 d53) (ite (= g11_op 4) (> d52 d53) (>= d52 d53)))))))) true))
;; <- success
(define-fun d55 () Int (ite (= h11_rhs 0) d43 (ite (= h11_rhs 1) d44 (ite (= h11_rhs 2) d45 (ite (= h11_rhs 3) d46 (ite (= h11_rhs 4) d47 (ite (= h11_rhs 5) (- 1) (ite (= h11_rhs 6) 0 1))))))))
;; <- success
(define-fun d56 () Int (ite (= h11_base 0) d40 (ite (= h11_base 1) d41 d42)))
;; <- success
(define-fun d57 () Int (ite (= h11_at 0) (ite (= h11_to 0) (+ d43 d45) (ite (= h11_to 1) (+ d44 d45) (ite (= h11_to 2) (+ d45 d45) (ite (= h11_to 3) (+ d46 d45) (+ d47 d45))))) (ite (= h11_to 0) (+ d46 d43) (ite (= h11_to 1) (+ d46 d44) (ite (= h11_to 2) (+ d46 d45) (ite (= h11_to 3) (+ d46 d46) (+ d46 d47)))))))
;; <- success
(define-fun d58 () Int (ite (= h11_k 9) d57 (ite (= h11_k 5) (+ d46 d45) (ite (= h11_k 0) d55 (ite (= h11_k 3) (+ d55 (ite (= h11_add 0) (- 1) (ite (= h11_add 1) 0 1))) d49)))))
;; <- success
(assert (=> (and (and d54 s11) (or (= h11_k 1) (= h11_k 2))) (and (= h11_fld 0) (= d56 1))))
;; <- success
(define-fun d59 () Int (ite (and d54 (not s11)) (+ d46 d45) d45))
;; <- success
(define-fun d60 () Int (ite (and (and d54 s11) (not (or (= h11_k 2) (= h11_k 7))) (= h11_lhs 0)) d58 d43))
;; <- success
(define-fun d61 () Int (ite (and (and d54 s11) (not (or (= h11_k 2) (= h11_k 7))) (= h11_lhs 1)) d58 d44))
;; <- success
(define-fun d62 () Int (ite (and (and d54 s11) (not (or (= h11_k 2) (= h11_k 7))) (= h11_lhs 2)) d58 d59))
;; <- success
(define-fun d63 () Int (ite (and (and d54 s11) (not (or (= h11_k 2) (= h11_k 7))) (= h11_lhs 3)) d58 d46))
;; <- success
(define-fun d64 () Int (ite (and (and d54 s11) (not (or (= h11_k 2) (= h11_k 7))) (= h11_lhs 4)) d58 d47))
;; <- success
(define-fun d65 () Int (ite (and (and (and d54 s11) (= h11_k 2) (= h11_fld 0)) (= d56 1)) d55 d49))
;; <- success
(define-fun d66 () Int (ite (= i0p_rhs 0) d40 (ite (= i0p_rhs 1) d41 (ite (= i0p_rhs 2) d42 0))))
;; <- success
(define-fun d67 () Int (ite (= i0p_base 0) d40 (ite (= i0p_base 1) d41 d42)))
;; <- success
(define-fun d68 () Bool (and (and t0 (= pos0 2) (= cls0 0)) (not (and (= i0p_nn 1) (= d67 0)))))
;; <- success
(define-fun d69 () Int (ite (= i0p_k 0) d66 d48))
;; <- success
(define-fun d70 () Int (ite (= i0n_rhs 0) d60 (ite (= i0n_rhs 1) d61 (ite (= i0n_rhs 2) d62 (ite (= i0n_rhs 3) d63 (ite (= i0n_rhs 4) d64 (ite (= i0n_rhs 5) (- 1) (ite (= i0n_rhs 6) 0 1))))))))
;; <- success
(define-fun d71 () Int (ite (= i0n_base 0) d40 (ite (= i0n_base 1) d41 d42)))
;; <- success
(define-fun d72 () Bool (and (and t0 (= pos0 2) (= cls0 1)) (not (and (= i0n_nn 1) (= d71 0)))))
;; <- success
(define-fun d73 () Int (ite (= i0n_k 0) d70 (ite (= i0n_k 3) (+ d70 (ite (= i0n_add 0) (- 1) (ite (= i0n_add 1) 0 1))) d65)))
;; <- success
(assert (=> (and d68 (or (= i0p_k 1) (= i0p_k 2))) (and (= i0p_fld 0) (= d67 1))))
;; <- success
(assert (=> (and d72 (or (= i0n_k 1) (= i0n_k 2))) (and (= i0n_fld 0) (= d71 1))))
;; <- success
(define-fun d74 () Int (ite (and d68 (not (or (= i0p_k 2) (= i0p_k 7))) (= i0p_lhs 0)) d69 d40))
;; <- success
(define-fun d75 () Int (ite (and d68 (not (or (= i0p_k 2) (= i0p_k 7))) (= i0p_lhs 1)) d69 d41))
;; <- success
(define-fun d76 () Int (ite (and d68 (not (or (= i0p_k 2) (= i0p_k 7))) (= i0p_lhs 2)) d69 d42))
;; <- success
(define-fun d77 () Int (ite (and d72 (not (or (= i0n_k 2) (= i0n_k 7))) (= i0n_lhs 0)) d73 d60))
;; <- success
(define-fun d78 () Int (ite (and d72 (not (or (= i0n_k 2) (= i0n_k 7))) (= i0n_lhs 1)) d73 d61))
;; <- success
(define-fun d79 () Int (ite (and d72 (not (or (= i0n_k 2) (= i0n_k 7))) (= i0n_lhs 2)) d73 d62))
;; <- success
(define-fun d80 () Int (ite (and d72 (not (or (= i0n_k 2) (= i0n_k 7))) (= i0n_lhs 3)) d73 d63))
;; <- success
(define-fun d81 () Int (ite (and d72 (not (or (= i0n_k 2) (= i0n_k 7))) (= i0n_lhs 4)) d73 d64))
;; <- success
(define-fun d82 () Int (ite (and (and d68 (= i0p_k 2) (= i0p_fld 0)) (= d67 1)) d66 d48))
;; <- success
(define-fun d83 () Int (ite (and (and d72 (= i0n_k 2) (= i0n_fld 0)) (= d71 1)) d70 d65))
;; <- success
(define-fun d84 () Int (+ d81 1))
;; <- success
(assert (= d77 6))
;; <- success
(assert (= d76 1))
;; <- success
(assert (= d74 1))
;; <- success
(assert (= d84 1))
;; <- success
(assert (= d78 10))
;; <- success
(assert (= d79 (- 2)))
;; <- success
(assert (= d75 1))
;; <- success
(assert (= d80 8))
;; <- success
(assert (= d83 10))
;; <- success
(define-fun d85 () Bool (< d84 d77))
;; <- success
(assert d85)
;; <- success
(assert (=> true true))
;; <- success
(define-fun d86 () Int (ite (= 2 1) d80 d83))
;; <- success
(define-fun d87 () Bool (= d74 0))
;; <- success
(assert (not d87))
;; <- success
(define-fun d88 () Int (ite (= i0p_rhs 0) d74 (ite (= i0p_rhs 1) d75 (ite (= i0p_rhs 2) 2 0))))
;; <- success
(define-fun d89 () Int (ite (= i0p_base 0) d74 (ite (= i0p_base 1) d75 2)))
;; <- success
(define-fun d90 () Bool (and (and t0 (= pos0 3) (= cls0 0)) (not (and (= i0p_nn 1) (= d89 0)))))
;; <- success
(define-fun d91 () Int (ite (= i0p_k 0) d88 (ite (= d89 1) d82 (- 1))))
;; <- success
(define-fun d92 () Int (ite (= i0n_rhs 0) d77 (ite (= i0n_rhs 1) d78 (ite (= i0n_rhs 2) d79 (ite (= i0n_rhs 3) d80 (ite (= i0n_rhs 4) d84 (ite (= i0n_rhs 5) (- 1) (ite (= i0n_rhs 6) 0 1))))))))
;; <- success
(define-fun d93 () Int (ite (= i0n_base 0) d74 (ite (= i0n_base 1) d75 2)))
;; <- success
(define-fun d94 () Bool (and (and t0 (= pos0 3) (= cls0 1)) (not (and (= i0n_nn 1) (= d93 0)))))
;; <- success
(define-fun d95 () Int (ite (= i0n_k 0) d92 (ite (= i0n_k 3) (+ d92 (ite (= i0n_add 0) (- 1) (ite (= i0n_add 1) 0 1))) (ite (= d93 1) d86 d80))))
;; <- success
(assert (=> (and d90 (or (= i0p_k 1) (= i0p_k 2))) (and (= i0p_fld 0) (or (= d89 1) (= d89 2)))))
;; <- success
(assert (=> (and d94 (or (= i0n_k 1) (= i0n_k 2))) (and (= i0n_fld 0) (or (= d93 1) (= d93 2)))))
;; <- success
(define-fun d96 () Int (ite (and d90 (not (or (= i0p_k 2) (= i0p_k 7))) (= i0p_lhs 0)) d91 d74))
;; <- success
(define-fun d97 () Int (ite (and d90 (not (or (= i0p_k 2) (= i0p_k 7))) (= i0p_lhs 1)) d91 d75))
;; <- success
(define-fun d98 () Int (ite (and d90 (not (or (= i0p_k 2) (= i0p_k 7))) (= i0p_lhs 2)) d91 2))
;; <- success
(define-fun d99 () Int (ite (and d94 (not (or (= i0n_k 2) (= i0n_k 7))) (= i0n_lhs 0)) d95 d77))
;; <- success
(define-fun d100 () Int (ite (and d94 (not (or (= i0n_k 2) (= i0n_k 7))) (= i0n_lhs 1)) d95 d78))
;; <- success
(define-fun d101 () Int (ite (and d94 (not (or (= i0n_k 2) (= i0n_k 7))) (= i0n_lhs 2)) d95 d79))
;; <- success
(define-fun d102 () Int (ite (and d94 (not (or (= i0n_k 2) (= i0n_k 7))) (= i0n_lhs 3)) d95 d80))
;; <- success
(define-fun d103 () Int (ite (and d94 (not (or (= i0n_k 2) (= i0n_k 7))) (= i0n_lhs 4)) d95 d84))
;; <- success
(define-fun d104 () Bool (and d90 (= i0p_k 2) (= i0p_fld 0)))
;; <- success
(define-fun d105 () Int (ite (and d104 (= d89 1)) d88 d82))
;; <- success
(define-fun d106 () Int (ite (and d104 (= d89 2)) d88 (- 1)))
;; <- success
(define-fun d107 () Bool (and d94 (= i0n_k 2) (= i0n_fld 0)))
;; <- success
(define-fun d108 () Int (ite (and d107 (= d93 1)) d92 d86))
;; <- success
(define-fun d109 () Int (ite (and d107 (= d93 2)) d92 d80))
;; <- success
(define-fun d110 () Int (ite (= g10_x 0) d96 (ite (= g10_x 1) d97 d98)))
;; <- success
(define-fun d111 () Int (ite (= g10_y 0) d96 (ite (= g10_y 1) d97 (ite (= g10_y 2) d98 0))))
;; <- success
(define-fun d112 () Int (ite (= g10_x 0) d99 (ite (= g10_x 1) d100 (ite (= g10_x 2) d101 (ite (= g10_x 3) d102 d103)))))
;; <- success
(define-fun d113 () Int (ite (= g10_y 0) d99 (ite (= g10_y 1) d100 (ite (= g10_y 2) d101 (ite (= g10_y 3) d102 (ite (= g10_y 4) d103 (ite (= g10_y 5) (- 1) (ite (= g10_y 6) 0 1))))))))
;; <- success
(define-fun d114 () Bool (ite r10 (ite g10_del false (and (not d87) (ite g10_ptr (ite (= g10_op 0) (= d110 d111) (distinct d110 d111)) (ite (= g10_op 0) (= d112 d113) (ite (= g10_op 1) (distinct d112 d113) (ite (= g10_op 2) (< d112 d113) (ite (= g10_op 3) (<= d112 d113) (ite (= g10_op 4) (> d112 d113) (>= d112 d113))))))))) (not d87)))
;; <- success
(define-fun d115 () Int (ite (= h10_rhs 0) d96 (ite (= h10_rhs 1) d97 (ite (= h10_rhs 2) d98 0))))
;; <- success
(define-fun d116 () Int (ite (= h10_base 0) d96 (ite (= h10_base 1) d97 d98)))
;; <- success
(define-fun d117 () Int (ite (= h10_k 0) d115 (ite (= d116 1) d105 d106)))
;; <- success
(assert (=> (and d114 (not s10)) (or (= d96 1) (= d96 2))))
;; <- success
(assert (=> (and (and d114 s10) (or (= h10_k 1) (= h10_k 2) (= h10_k 5))) (and (= h10_fld 0) (or (= d116 1) (= d116 2)))))
;; <- success
(define-fun d118 () Int (ite (and (and d114 s10) (not (or (= h10_k 2) (= h10_k 7) (= h10_k 5))) (= h10_lhs 0)) d117 d96))
;; <- success
(define-fun d119 () Int (ite (and (and d114 s10) (not (or (= h10_k 2) (= h10_k 7) (= h10_k 5))) (= h10_lhs 1)) d117 d97))
;; <- success
(define-fun d120 () Int (ite (and (and d114 s10) (not (or (= h10_k 2) (= h10_k 7) (= h10_k 5))) (= h10_lhs 2)) d117 d98))
;; <- success
(define-fun d121 () Bool (and d114 (not s10)))
;; <- success
(define-fun d122 () Int (ite (and d121 (= d96 1)) d98 d105))
;; <- success
(define-fun d123 () Int (ite (and d121 (= d96 2)) d98 d106))
;; <- success
(define-fun d124 () Bool (and (and d114 s10) (= h10_k 2) (= h10_fld 0)))
;; <- success
(define-fun d125 () Int (ite (and d124 (= d116 1)) d115 d122))
;; <- success
(define-fun d126 () Int (ite (and d124 (= d116 2)) d115 d123))
;; <- success
(define-fun d127 () Int (ite (= i0p_rhs 0) d118 (ite (= i0p_rhs 1) d119 (ite (= i0p_rhs 2) d120 0))))
;; <- success
(define-fun d128 () Int (ite (= i0p_base 0) d118 (ite (= i0p_base 1) d119 d120)))
;; <- success
(define-fun d129 () Bool (and (and t0 (= pos0 4) (= cls0 0)) (not (and (= i0p_nn 1) (= d128 0)))))
;; <- success
(define-fun d130 () Int (ite (= i0p_k 0) d127 (ite (= d128 1) d125 d126)))
;; <- success
(define-fun d131 () Int (ite (= i0n_rhs 0) d99 (ite (= i0n_rhs 1) d100 (ite (= i0n_rhs 2) d101 (ite (= i0n_rhs 3) d102 (ite (= i0n_rhs 4) d103 (ite (= i0n_rhs 5) (- 1) (ite (= i0n_rhs 6) 0 1))))))))
;; <- success
(define-fun d132 () Int (ite (= i0n_base 0) d118 (ite (= i0n_base 1) d119 d120)))
;; <- success
(define-fun d133 () Bool (and (and t0 (= pos0 4) (= cls0 1)) (not (and (= i0n_nn 1) (= d132 0)))))
;; <- success
(define-fun d134 () Int (ite (= i0n_k 0) d131 (ite (= i0n_k 3) (+ d131 (ite (= i0n_add 0) (- 1) (ite (= i0n_add 1) 0 1))) (ite (= d132 1) d108 d109))))
;; <- success
(assert (=> (and d129 (or (= i0p_k 1) (= i0p_k 2))) (and (= i0p_fld 0) (or (= d128 1) (= d128 2)))))
;; <- success
(assert (=> (and d133 (or (= i0n_k 1) (= i0n_k 2))) (and (= i0n_fld 0) (or (= d132 1) (= d132 2)))))
;; <- success
(define-fun d135 () Int (ite (and d129 (not (or (= i0p_k 2) (= i0p_k 7))) (= i0p_lhs 0)) d130 d118))
;; <- success
(define-fun d136 () Int (ite (and d129 (not (or (= i0p_k 2) (= i0p_k 7))) (= i0p_lhs 1)) d130 d119))
;; <- success
(define-fun d137 () Int (ite (and d129 (not (or (= i0p_k 2) (= i0p_k 7))) (= i0p_lhs 2)) d130 d120))
;; <- success
(define-fun d138 () Int (ite (and d133 (not (or (= i0n_k 2) (= i0n_k 7))) (= i0n_lhs 0)) d134 d99))
;; <- success
(define-fun d139 () Int (ite (and d133 (not (or (= i0n_k 2) (= i0n_k 7))) (= i0n_lhs 1)) d134 d100))
;; <- success
(define-fun d140 () Int (ite (and d133 (not (or (= i0n_k 2) (= i0n_k 7))) (= i0n_lhs 2)) d134 d101))
;; <- success
(define-fun d141 () Int (ite (and d133 (not (or (= i0n_k 2) (= i0n_k 7))) (= i0n_lhs 3)) d134 d102))
;; <- success
(define-fun d142 () Int (ite (and d133 (not (or (= i0n_k 2) (= i0n_k 7))) (= i0n_lhs 4)) d134 d103))
;; <- success
(define-fun d143 () Bool (and d129 (= i0p_k 2) (= i0p_fld 0)))
;; <- success
(define-fun d144 () Int (ite (and d143 (= d128 1)) d127 d125))
;; <- success
(define-fun d145 () Int (ite (and d143 (= d128 2)) d127 d126))
;; <- success
(define-fun d146 () Bool (and d133 (= i0n_k 2) (= i0n_fld 0)))
;; <- success
(define-fun d147 () Int (ite (and d146 (= d132 1)) d131 d108))
;; <- success
(define-fun d148 () Int (ite (and d146 (= d132 2)) d131 d109))
;; <- success
(define-fun d149 () Int (ite (= i0p_rhs 0) d135 (ite (= i0p_rhs 1) d136 (ite (= i0p_rhs 2) d137 0))))
;; <- success
(define-fun d150 () Int (ite (= i0p_base 0) d135 (ite (= i0p_base 1) d136 d137)))
;; <- success
(define-fun d151 () Bool (and (and t0 (= pos0 1) (= cls0 0)) (not (and (= i0p_nn 1) (= d150 0)))))
;; <- success
(define-fun d152 () Int (ite (= i0p_k 0) d149 (ite (= d150 1) d144 d145)))
;; <- success
(define-fun d153 () Int (ite (= i0n_rhs 0) d138 (ite (= i0n_rhs 1) d139 (ite (= i0n_rhs 2) d140 (ite (= i0n_rhs 3) d141 (ite (= i0n_rhs 4) d142 (ite (= i0n_rhs 5) (- 1) (ite (= i0n_rhs 6) 0 1))))))))
;; <- success
(define-fun d154 () Int (ite (= i0n_base 0) d135 (ite (= i0n_base 1) d136 d137)))
;; <- success
(define-fun d155 () Bool (and (and t0 (= pos0 1) (= cls0 1)) (not (and (= i0n_nn 1) (= d154 0)))))
;; <- success
(define-fun d156 () Int (ite (= i0n_k 0) d153 (ite (= i0n_k 3) (+ d153 (ite (= i0n_add 0) (- 1) (ite (= i0n_add 1) 0 1))) (ite (= d154 1) d147 d148))))
;; <- success
(assert (=> (and d151 (or (= i0p_k 1) (= i0p_k 2))) (and (= i0p_fld 0) (or (= d150 1) (= d150 2)))))
;; <- success
(assert (=> (and d155 (or (= i0n_k 1) (= i0n_k 2))) (and (= i0n_fld 0) (or (= d154 1) (= d154 2)))))
;; <- success
(define-fun d157 () Int (ite (and d151 (not (or (= i0p_k 2) (= i0p_k 7))) (= i0p_lhs 0)) d152 d135))
;; <- success
(define-fun d158 () Int (ite (and d151 (not (or (= i0p_k 2) (= i0p_k 7))) (= i0p_lhs 1)) d152 d136))
;; <- success
(define-fun d159 () Int (ite (and d151 (not (or (= i0p_k 2) (= i0p_k 7))) (= i0p_lhs 2)) d152 d137))
;; <- success
(define-fun d160 () Int (ite (and d155 (not (or (= i0n_k 2) (= i0n_k 7))) (= i0n_lhs 0)) d156 d138))
;; <- success
(define-fun d161 () Int (ite (and d155 (not (or (= i0n_k 2) (= i0n_k 7))) (= i0n_lhs 1)) d156 d139))
;; <- success
(define-fun d162 () Int (ite (and d155 (not (or (= i0n_k 2) (= i0n_k 7))) (= i0n_lhs 2)) d156 d140))
;; <- success
(define-fun d163 () Int (ite (and d155 (not (or (= i0n_k 2) (= i0n_k 7))) (= i0n_lhs 3)) d156 d141))
;; <- success
(define-fun d164 () Int (ite (and d155 (not (or (= i0n_k 2) (= i0n_k 7))) (= i0n_lhs 4)) d156 d142))
;; <- success
(define-fun d165 () Bool (and d151 (= i0p_k 2) (= i0p_fld 0)))
;; <- success
(define-fun d166 () Int (ite (and d165 (= d150 1)) d149 d144))
;; <- success
(define-fun d167 () Int (ite (and d165 (= d150 2)) d149 d145))
;; <- success
(define-fun d168 () Bool (and d155 (= i0n_k 2) (= i0n_fld 0)))
;; <- success
(define-fun d169 () Int (ite (and d168 (= d154 1)) d153 d147))
;; <- success
(define-fun d170 () Int (ite (and d168 (= d154 2)) d153 d148))
;; <- success
(define-fun d171 () Int (ite (= g11_x 0) d157 (ite (= g11_x 1) d158 d159)))
;; <- success
(define-fun d172 () Int (ite (= g11_y 0) d157 (ite (= g11_y 1) d158 (ite (= g11_y 2) d159 0))))
;; <- success
(define-fun d173 () Int (ite (= g11_x 0) d160 (ite (= g11_x 1) d161 (ite (= g11_x 2) d162 (ite (= g11_x 3) d163 d164)))))
;; <- success
(define-fun d174 () Int (ite (= g11_y 0) d160 (ite (= g11_y 1) d161 (ite (= g11_y 2) d162 (ite (= g11_y 3) d163 (ite (= g11_y 4) d164 (ite (= g11_y 5) (- 1) (ite (= g11_y 6) 0 1))))))))
;; <- success
(define-fun d175 () Bool (ite r11 (ite g11_del false (ite g11_ptr (ite (= g11_op 0) (= d171 d172) (distinct d171 d172)) (ite (= g11_op 0) (= d173 d174) (ite (= g11_op 1) (distinct d173 d174) (ite (= g11_op 2) (< d173 d174) (ite (= g11_op 3) (<= d173 d174) (ite (= g11_op 4) (> d173 d174) (>= d173 d174)))))))) true))
;; <- success
(define-fun d176 () Int (ite (= h11_rhs 0) d160 (ite (= h11_rhs 1) d161 (ite (= h11_rhs 2) d162 (ite (= h11_rhs 3) d163 (ite (= h11_rhs 4) d164 (ite (= h11_rhs 5) (- 1) (ite (= h11_rhs 6) 0 1))))))))
;; <- success
(define-fun d177 () Int (ite (= h11_base 0) d157 (ite (= h11_base 1) d158 d159)))
;; <- success
(define-fun d178 () Int (ite (= h11_at 0) (ite (= h11_to 0) (+ d160 d162) (ite (= h11_to 1) (+ d161 d162) (ite (= h11_to 2) (+ d162 d162) (ite (= h11_to 3) (+ d163 d162) (+ d164 d162))))) (ite (= h11_to 0) (+ d163 d160) (ite (= h11_to 1) (+ d163 d161) (ite (= h11_to 2) (+ d163 d162) (ite (= h11_to 3) (+ d163 d163) (+ d163 d164)))))))
;; <- success
(define-fun d179 () Int (ite (= h11_k 9) d178 (ite (= h11_k 5) (+ d163 d162) (ite (= h11_k 0) d176 (ite (= h11_k 3) (+ d176 (ite (= h11_add 0) (- 1) (ite (= h11_add 1) 0 1))) (ite (= d177 1) d169 d170))))))
;; <- success
(assert (=> (and (and d175 s11) (or (= h11_k 1) (= h11_k 2))) (and (= h11_fld 0) (or (= d177 1) (= d177 2)))))
;; <- success
(define-fun d180 () Int (ite (and d175 (not s11)) (+ d163 d162) d162))
;; <- success
(define-fun d181 () Int (ite (and (and d175 s11) (not (or (= h11_k 2) (= h11_k 7))) (= h11_lhs 0)) d179 d160))
;; <- success
(define-fun d182 () Int (ite (and (and d175 s11) (not (or (= h11_k 2) (= h11_k 7))) (= h11_lhs 1)) d179 d161))
;; <- success
(define-fun d183 () Int (ite (and (and d175 s11) (not (or (= h11_k 2) (= h11_k 7))) (= h11_lhs 2)) d179 d180))
;; <- success
(define-fun d184 () Int (ite (and (and d175 s11) (not (or (= h11_k 2) (= h11_k 7))) (= h11_lhs 3)) d179 d163))
;; <- success
(define-fun d185 () Int (ite (and (and d175 s11) (not (or (= h11_k 2) (= h11_k 7))) (= h11_lhs 4)) d179 d164))
;; <- success
(define-fun d186 () Bool (and (and d175 s11) (= h11_k 2) (= h11_fld 0)))
;; <- success
(define-fun d187 () Int (ite (and d186 (= d177 1)) d176 d169))
;; <- success
(define-fun d188 () Int (ite (and d186 (= d177 2)) d176 d170))
;; <- success
(define-fun d189 () Int (ite (= i0p_rhs 0) d157 (ite (= i0p_rhs 1) d158 (ite (= i0p_rhs 2) d159 0))))
;; <- success
(define-fun d190 () Int (ite (= i0p_base 0) d157 (ite (= i0p_base 1) d158 d159)))
;; <- success
(define-fun d191 () Bool (and (and t0 (= pos0 2) (= cls0 0)) (not (and (= i0p_nn 1) (= d190 0)))))
;; <- success
(define-fun d192 () Int (ite (= i0p_k 0) d189 (ite (= d190 1) d166 d167)))
;; <- success
(define-fun d193 () Int (ite (= i0n_rhs 0) d181 (ite (= i0n_rhs 1) d182 (ite (= i0n_rhs 2) d183 (ite (= i0n_rhs 3) d184 (ite (= i0n_rhs 4) d185 (ite (= i0n_rhs 5) (- 1) (ite (= i0n_rhs 6) 0 1))))))))
;; <- success
(define-fun d194 () Int (ite (= i0n_base 0) d157 (ite (= i0n_base 1) d158 d159)))
;; <- success
(define-fun d195 () Bool (and (and t0 (= pos0 2) (= cls0 1)) (not (and (= i0n_nn 1) (= d194 0)))))
;; <- success
(define-fun d196 () Int (ite (= i0n_k 0) d193 (ite (= i0n_k 3) (+ d193 (ite (= i0n_add 0) (- 1) (ite (= i0n_add 1) 0 1))) (ite (= d194 1) d187 d188))))
;; <- success
(assert (=> (and d191 (or (= i0p_k 1) (= i0p_k 2))) (and (= i0p_fld 0) (or (= d190 1) (= d190 2)))))
;; <- success
(assert (=> (and d195 (or (= i0n_k 1) (= i0n_k 2))) (and (= i0n_fld 0) (or (= d194 1) (= d194 2)))))
;; <- success
(define-fun d197 () Int (ite (and d191 (not (or (= i0p_k 2) (= i0p_k 7))) (= i0p_lhs 0)) d192 d157))
;; <- success
(define-fun d198 () Int (ite (and d191 (not (or (= i0p_k 2) (= i0p_k 7))) (= i0p_lhs 1)) d192 d158))
;; <- success
(define-fun d199 () Int (ite (and d191 (not (or (= i0p_k 2) (= i0p_k 7))) (= i0p_lhs 2)) d192 d159))
;; <- success
(define-fun d200 () Int (ite (and d195 (not (or (= i0n_k 2) (= i0n_k 7))) (= i0n_lhs 0)) d196 d181))
;; <- success
(define-fun d201 () Int (ite (and d195 (not (or (= i0n_k 2) (= i0n_k 7))) (= i0n_lhs 1)) d196 d182))
;; <- success
(define-fun d202 () Int (ite (and d195 (not (or (= i0n_k 2) (= i0n_k 7))) (= i0n_lhs 2)) d196 d183))
;; <- success
(define-fun d203 () Int (ite (and d195 (not (or (= i0n_k 2) (= i0n_k 7))) (= i0n_lhs 3)) d196 d184))
;; <- success
(define-fun d204 () Int (ite (and d195 (not (or (= i0n_k 2) (= i0n_k 7))) (= i0n_lhs 4)) d196 d185))
;; <- success
(define-fun d205 () Bool (and d191 (= i0p_k 2) (= i0p_fld 0)))
;; <- success
(define-fun d206 () Int (ite (and d205 (= d190 1)) d189 d166))
;; <- success
(define-fun d207 () Int (ite (and d205 (= d190 2)) d189 d167))
;; <- success
(define-fun d208 () Bool (and d195 (= i0n_k 2) (= i0n_fld 0)))
;; <- success
(define-fun d209 () Int (ite (and d208 (= d194 1)) d193 d187))
;; <- success
(define-fun d210 () Int (ite (and d208 (= d194 2)) d193 d188))
;; <- success
(define-fun d211 () Int (+ d204 1))
;; <- success
(assert (= d200 6))
;; <- success
(assert (= d199 2))
;; <- success
(assert (= d197 1))
;; <- success
(assert (= d211 2))
;; <- success
(assert (= d201 10))
;; <- success
(assert (= d202 (- 2)))
;; <- success
(assert (= d198 2))
;; <- success
(assert (= d203 6))
;; <- success
(assert (= d209 10))
;; <- success
(assert (= d206 2))
;; <- success
(assert (= d210 8))
;; <- success
(define-fun d212 () Bool (< d211 d200))
;; <- success
(assert d212)
;; <- success
(assert (=> true true))
;; <- success
(define-fun d213 () Int (ite (= 3 1) d203 d209))
;; <- success
(define-fun d214 () Int (ite (= 3 2) d203 d210))
;; <- success
(define-fun d215 () Bool (= d197 0))
;; <- success
(assert (not d215))
;; <- success
(define-fun d216 () Int (ite (= i0p_rhs 0) d197 (ite (= i0p_rhs 1) d198 (ite (= i0p_rhs 2) 3 0))))
;; <- success
(define-fun d217 () Int (ite (= i0p_base 0) d197 (ite (= i0p_base 1) d198 3)))
;; <- success
(define-fun d218 () Bool (and (and t0 (= pos0 3) (= cls0 0)) (not (and (= i0p_nn 1) (= d217 0)))))
;; <- success
(define-fun d219 () Int (ite (= i0p_k 0) d216 (ite (= d217 1) d206 (ite (= d217 2) d207 (- 1)))))
;; <- success
(define-fun d220 () Int (ite (= i0n_rhs 0) d200 (ite (= i0n_rhs 1) d201 (ite (= i0n_rhs 2) d202 (ite (= i0n_rhs 3) d203 (ite (= i0n_rhs 4) d211 (ite (= i0n_rhs 5) (- 1) (ite (= i0n_rhs 6) 0 1))))))))
;; <- success
(define-fun d221 () Int (ite (= i0n_base 0) d197 (ite (= i0n_base 1) d198 3)))
;; <- success
(define-fun d222 () Bool (and (and t0 (= pos0 3) (= cls0 1)) (not (and (= i0n_nn 1) (= d221 0)))))
;; <- success
(define-fun d223 () Int (ite (= i0n_k 0) d220 (ite (= i0n_k 3) (+ d220 (ite (= i0n_add 0) (- 1) (ite (= i0n_add 1) 0 1))) (ite (= d221 1) d213 (ite (= d221 2) d214 d203)))))
;; <- success
(assert (=> (and d218 (or (= i0p_k 1) (= i0p_k 2))) (and (= i0p_fld 0) (or (= d217 1) (= d217 2) (= d217 3)))))
;; <- success
(assert (=> (and d222 (or (= i0n_k 1) (= i0n_k 2))) (and (= i0n_fld 0) (or (= d221 1) (= d221 2) (= d221 3)))))
;; <- success
(define-fun d224 () Int (ite (and d218 (not (or (= i0p_k 2) (= i0p_k 7))) (= i0p_lhs 0)) d219 d197))
;; <- success
(define-fun d225 () Int (ite (and d218 (not (or (= i0p_k 2) (= i0p_k 7))) (= i0p_lhs 1)) d219 d198))
;; <- success
(define-fun d226 () Int (ite (and d218 (not (or (= i0p_k 2) (= i0p_k 7))) (= i0p_lhs 2)) d219 3))
;; <- success
(define-fun d227 () Int (ite (and d222 (not (or (= i0n_k 2) (= i0n_k 7))) (= i0n_lhs 0)) d223 d200))
;; <- success
(define-fun d228 () Int (ite (and d222 (not (or (= i0n_k 2) (= i0n_k 7))) (= i0n_lhs 1)) d223 d201))
;; <- success
(define-fun d229 () Int (ite (and d222 (not (or (= i0n_k 2) (= i0n_k 7))) (= i0n_lhs 2)) d223 d202))
;; <- success
(define-fun d230 () Int (ite (and d222 (not (or (= i0n_k 2) (= i0n_k 7))) (= i0n_lhs 3)) d223 d203))
;; <- success
(define-fun d231 () Int (ite (and d222 (not (or (= i0n_k 2) (= i0n_k 7))) (= i0n_lhs 4)) d223 d211))
;; <- success
(define-fun d232 () Bool (and d218 (= i0p_k 2) (= i0p_fld 0)))
;; <- success
(define-fun d233 () Int (ite (and d232 (= d217 1)) d216 d206))
;; <- success
(define-fun d234 () Int (ite (and d232 (= d217 2)) d216 d207))
;; <- success
(define-fun d235 () Int (ite (and d232 (= d217 3)) d216 (- 1)))
;; <- success
(define-fun d236 () Bool (and d222 (= i0n_k 2) (= i0n_fld 0)))
;; <- success
(define-fun d237 () Int (ite (and d236 (= d221 1)) d220 d213))
;; <- success
(define-fun d238 () Int (ite (and d236 (= d221 2)) d220 d214))
;; <- success
(define-fun d239 () Int (ite (and d236 (= d221 3)) d220 d203))
;; <- success
(define-fun d240 () Int (ite (= g10_x 0) d224 (ite (= g10_x 1) d225 d226)))
;; <- success
(define-fun d241 () Int (ite (= g10_y 0) d224 (ite (= g10_y 1) d225 (ite (= g10_y 2) d226 0))))
;; <- success
(define-fun d242 () Int (ite (= g10_x 0) d227 (ite (= g10_x 1) d228 (ite (= g10_x 2) d229 (ite (= g10_x 3) d230 d231)))))
;; <- success
(define-fun d243 () Int (ite (= g10_y 0) d227 (ite (= g10_y 1) d228 (ite (= g10_y 2) d229 (ite (= g10_y 3) d230 (ite (= g10_y 4) d231 (ite (= g10_y 5) (- 1) (ite (= g10_y 6) 0 1))))))))
;; <- success
(define-fun d244 () Bool (ite r10 (ite g10_del false (and (not d215) (ite g10_ptr (ite (= g10_op 0) (= d240 d241) (distinct d240 d241)) (ite (= g10_op 0) (= d242 d243) (ite (= g10_op 1) (distinct d242 d243) (ite (= g10_op 2) (< d242 d243) (ite (= g10_op 3) (<= d242 d243) (ite (= g10_op 4) (> d242 d243) (>= d242 d243))))))))) (not d215)))
;; <- success
(define-fun d245 () Int (ite (= h10_rhs 0) d224 (ite (= h10_rhs 1) d225 (ite (= h10_rhs 2) d226 0))))
;; <- success
(define-fun d246 () Int (ite (= h10_base 0) d224 (ite (= h10_base 1) d225 d226)))
;; <- success
(define-fun d247 () Int (ite (= h10_k 0) d245 (ite (= d246 1) d233 (ite (= d246 2) d234 d235))))
;; <- success
(assert (=> (and d244 (not s10)) (or (= d224 1) (= d224 2) (= d224 3))))
;; <- success
(assert (=> (and (and d244 s10) (or (= h10_k 1) (= h10_k 2) (= h10_k 5))) (and (= h10_fld 0) (or (= d246 1) (= d246 2) (= d246 3)))))
;; <- success
(define-fun d248 () Int (ite (and (and d244 s10) (not (or (= h10_k 2) (= h10_k 7) (= h10_k 5))) (= h10_lhs 0)) d247 d224))
;; <- success
(define-fun d249 () Int (ite (and (and d244 s10) (not (or (= h10_k 2) (= h10_k 7) (= h10_k 5))) (= h10_lhs 1)) d247 d225))
;; <- success
(define-fun d250 () Int (ite (and (and d244 s10) (not (or (= h10_k 2) (= h10_k 7) (= h10_k 5))) (= h10_lhs 2)) d247 d226))
;; <- success
(define-fun d251 () Bool (and d244 (not s10)))
;; <- success
(define-fun d252 () Int (ite (and d251 (= d224 1)) d226 d233))
;; <- success
(define-fun d253 () Int (ite (and d251 (= d224 2)) d226 d234))
;; <- success
(define-fun d254 () Int (ite (and d251 (= d224 3)) d226 d235))
;; <- success
(define-fun d255 () Bool (and (and d244 s10) (= h10_k 2) (= h10_fld 0)))
;; <- success
(define-fun d256 () Int (ite (and d255 (= d246 1)) d245 d252))
;; <- success
(define-fun d257 () Int (ite (and d255 (= d246 2)) d245 d253))
;; <- success
(define-fun d258 () Int (ite (and d255 (= d246 3)) d245 d254))
;; <- success
(define-fun d259 () Int (ite (= i0p_rhs 0) d248 (ite (= i0p_rhs 1) d249 (ite (= i0p_rhs 2) d250 0))))
;; <- success
(define-fun d260 () Int (ite (= i0p_base 0) d248 (ite (= i0p_base 1) d249 d250)))
;; <- success
(define-fun d261 () Bool (and (and t0 (= pos0 4) (= cls0 0)) (not (and (= i0p_nn 1) (= d260 0)))))
;; <- success
(define-fun d262 () Int (ite (= i0p_k 0) d259 (ite (= d260 1) d256 (ite (= d260 2) d257 d258))))
;; <- success
(define-fun d263 () Int (ite (= i0n_rhs 0) d227 (ite (= i0n_rhs 1) d228 (ite (= i0n_rhs 2) d229 (ite (= i0n_rhs 3) d230 (ite (= i0n_rhs 4) d231 (ite (= i0n_rhs 5) (- 1) (ite (= i0n_rhs 6) 0 1))))))))
;; <- success
(define-fun d264 () Int (ite (= i0n_base 0) d248 (ite (= i0n_base 1) d249 d250)))
;; <- success
(define-fun d265 () Bool (and (and t0 (= pos0 4) (= cls0 1)) (not (and (= i0n_nn 1) (= d264 0)))))
;; <- success
(define-fun d266 () Int (ite (= i0n_k 0) d263 (ite (= i0n_k 3) (+ d263 (ite (= i0n_add 0) (- 1) (ite (= i0n_add 1) 0 1))) (ite (= d264 1) d237 (ite (= d264 2) d238 d239)))))
;; <- success
(assert (=> (and d261 (or (= i0p_k 1) (= i0p_k 2))) (and (= i0p_fld 0) (or (= d260 1) (= d260 2) (= d260 3)))))
;; <- success
(assert (=> (and d265 (or (= i0n_k 1) (= i0n_k 2))) (and (= i0n_fld 0) (or (= d264 1) (= d264 2) (= d264 3)))))
;; <- success
(define-fun d267 () Int (ite (and d261 (not (or (= i0p_k 2) (= i0p_k 7))) (= i0p_lhs 0)) d262 d248))
;; <- success
(define-fun d268 () Int (ite (and d261 (not (or (= i0p_k 2) (= i0p_k 7))) (= i0p_lhs 1)) d262 d249))
;; <- success
(define-fun d269 () Int (ite (and d261 (not (or (= i0p_k 2) (= i0p_k 7))) (= i0p_lhs 2)) d262 d250))
;; <- success
(define-fun d270 () Int (ite (and d265 (not (or (= i0n_k 2) (= i0n_k 7))) (= i0n_lhs 0)) d266 d227))
;; <- success
(define-fun d271 () Int (ite (and d265 (not (or (= i0n_k 2) (= i0n_k 7))) (= i0n_lhs 1)) d266 d228))
;; <- success
(define-fun d272 () Int (ite (and d265 (not (or (= i0n_k 2) (= i0n_k 7))) (= i0n_lhs 2)) d266 d229))
;; <- success
(define-fun d273 () Int (ite (and d265 (not (or (= i0n_k 2) (= i0n_k 7))) (= i0n_lhs 3)) d266 d230))
;; <- success
(define-fun d274 () Int (ite (and d265 (not (or (= i0n_k 2) (= i0n_k 7))) (= i0n_lhs 4)) d266 d231))
;; <- success
(define-fun d275 () Bool (and d261 (= i0p_k 2) (= i0p_fld 0)))
;; <- success
(define-fun d276 () Int (ite (and d275 (= d260 1)) d259 d256))
;; <- success
(define-fun d277 () Int (ite (and d275 (= d260 2)) d259 d257))
;; <- success
(define-fun d278 () Int (ite (and d275 (= d260 3)) d259 d258))
;; <- success
(define-fun d279 () Bool (and d265 (= i0n_k 2) (= i0n_fld 0)))
;; <- success
(define-fun d280 () Int (ite (and d279 (= d264 1)) d263 d237))
;; <- success
(define-fun d281 () Int (ite (and d279 (= d264 2)) d263 d238))
;; <- success
(define-fun d282 () Int (ite (and d279 (= d264 3)) d263 d239))
;; <- success
(define-fun d283 () Int (ite (= i0p_rhs 0) d267 (ite (= i0p_rhs 1) d268 (ite (= i0p_rhs 2) d269 0))))
;; <- success
(define-fun d284 () Int (ite (= i0p_base 0) d267 (ite (= i0p_base 1) d268 d269)))
;; <- success
(define-fun d285 () Bool (and (and t0 (= pos0 1) (= cls0 0)) (not (and (= i0p_nn 1) (= d284 0)))))
;; <- success
(define-fun d286 () Int (ite (= i0p_k 0) d283 (ite (= d284 1) d276 (ite (= d284 2) d277 d278))))
;; <- success
(define-fun d287 () Int (ite (= i0n_rhs 0) d270 (ite (= i0n_rhs 1) d271 (ite (= i0n_rhs 2) d272 (ite (= i0n_rhs 3) d273 (ite (= i0n_rhs 4) d274 (ite (= i0n_rhs 5) (- 1) (ite (= i0n_rhs 6) 0 1))))))))
;; <- success
(define-fun d288 () Int (ite (= i0n_base 0) d267 (ite (= i0n_base 1) d268 d269)))
;; <- success
(define-fun d289 () Bool (and (and t0 (= pos0 1) (= cls0 1)) (not (and (= i0n_nn 1) (= d288 0)))))
;; <- success
(define-fun d290 () Int (ite (= i0n_k 0) d287 (ite (= i0n_k 3) (+ d287 (ite (= i0n_add 0) (- 1) (ite (= i0n_add 1) 0 1))) (ite (= d288 1) d280 (ite (= d288 2) d281 d282)))))
;; <- success
(assert (=> (and d285 (or (= i0p_k 1) (= i0p_k 2))) (and (= i0p_fld 0) (or (= d284 1) (= d284 2) (= d284 3)))))
;; <- success
(assert (=> (and d289 (or (= i0n_k 1) (= i0n_k 2))) (and (= i0n_fld 0) (or (= d288 1) (= d288 2) (= d288 3)))))
;; <- success
(define-fun d291 () Int (ite (and d285 (not (or (= i0p_k 2) (= i0p_k 7))) (= i0p_lhs 0)) d286 d267))
;; <- success
(define-fun d292 () Int (ite (and d285 (not (or (= i0p_k 2) (= i0p_k 7))) (= i0p_lhs 1)) d286 d268))
;; <- success
(define-fun d293 () Int (ite (and d285 (not (or (= i0p_k 2) (= i0p_k 7))) (= i0p_lhs 2)) d286 d269))
;; <- success
(define-fun d294 () Int (ite (and d289 (not (or (= i0n_k 2) (= i0n_k 7))) (= i0n_lhs 0)) d290 d270))
;; <- success
(define-fun d295 () Int (ite (and d289 (not (or (= i0n_k 2) (= i0n_k 7))) (= i0n_lhs 1)) d290 d271))
;; <- success
(define-fun d296 () Int (ite (and d289 (not (or (= i0n_k 2) (= i0n_k 7))) (= i0n_lhs 2)) d290 d272))
;; <- success
(define-fun d297 () Int (ite (and d289 (not (or (= i0n_k 2) (= i0n_k 7))) (= i0n_lhs 3)) d290 d273))
;; <- success
(define-fun d298 () Int (ite (and d289 (not (or (= i0n_k 2) (= i0n_k 7))) (= i0n_lhs 4)) d290 d274))
;; <- success
(define-fun d299 () Bool (and d285 (= i0p_k 2) (= i0p_fld 0)))
;; <- success
(define-fun d300 () Int (ite (and d299 (= d284 1)) d283 d276))
;; <- success
(define-fun d301 () Int (ite (and d299 (= d284 2)) d283 d277))
;; <- success
(define-fun d302 () Int (ite (and d299 (= d284 3)) d283 d278))
;; <- success
(define-fun d303 () Bool (and d289 (= i0n_k 2) (= i0n_fld 0)))
;; <- success
(define-fun d304 () Int (ite (and d303 (= d288 1)) d287 d280))
;; <- success
(define-fun d305 () Int (ite (and d303 (= d288 2)) d287 d281))
;; <- success
(define-fun d306 () Int (ite (and d303 (= d288 3)) d287 d282))
;; <- success
(define-fun d307 () Int (ite (= g11_x 0) d291 (ite (= g11_x 1) d292 d293)))
;; <- success
(define-fun d308 () Int (ite (= g11_y 0) d291 (ite (= g11_y 1) d292 (ite (= g11_y 2) d293 0))))
;; <- success
(define-fun d309 () Int (ite (= g11_x 0) d294 (ite (= g11_x 1) d295 (ite (= g11_x 2) d296 (ite (= g11_x 3) d297 d298)))))
;; <- success
(define-fun d310 () Int (ite (= g11_y 0) d294 (ite (= g11_y 1) d295 (ite (= g11_y 2) d296 (ite (= g11_y 3) d297 (ite (= g11_y 4) d298 (ite (= g11_y 5) (- 1) (ite (= g11_y 6) 0 1))))))))
;; <- success
(define-fun d311 () Bool (ite r11 (ite g11_del false (ite g11_ptr (ite (= g11_op 0) (= d307 d308) (distinct d307 d308)) (ite (= g11_op 0) (= d309 d310) (ite (= g11_op 1) (distinct d309 d310) (ite (= g11_op 2) (< d309 d310) (ite (= g11_op 3) (<= d309 d310) (ite (= g11_op 4) (> d309 d310) (>= d309 d310)))))))) true))
;; <- success
(define-fun d312 () Int (ite (= h11_rhs 0) d294 (ite (= h11_rhs 1) d295 (ite (= h11_rhs 2) d296 (ite (= h11_rhs 3) d297 (ite (= h11_rhs 4) d298 (ite (= h11_rhs 5) (- 1) (ite (= h11_rhs 6) 0 1))))))))
;; <- success
(define-fun d313 () Int (ite (= h11_base 0) d291 (ite (= h11_base 1) d292 d293)))
;; <- success
(define-fun d314 () Int (ite (= h11_at 0) (ite (= h11_to 0) (+ d294 d296) (ite (= h11_to 1) (+ d295 d296) (ite (= h11_to 2) (+ d296 d296) (ite (= h11_to 3) (+ d297 d296) (+ d298 d296))))) (ite (= h11_to 0) (+ d297 d294) (ite (= h11_to 1) (+ d297 d295) (ite (= h11_to 2) (+ d297 d296) (ite (= h11_to 3) (+ d297 d297) (+ d297 d298)))))))
;; <- success
(define-fun d315 () Int (ite (= h11_k 9) d314 (ite (= h11_k 5) (+ d297 d296) (ite (= h11_k 0) d312 (ite (= h11_k 3) (+ d312 (ite (= h11_add 0) (- 1) (ite (= h11_add 1) 0 1))) (ite (= d313 1) d304 (ite (= d313 2) d305 d306)))))))
;; <- success
(assert (=> (and (and d311 s11) (or (= h11_k 1) (= h11_k 2))) (and (= h11_fld 0) (or (= d313 1) (= d313 2) (= d313 3)))))
;; <- success
(define-fun d316 () Int (ite (and d311 (not s11)) (+ d297 d296) d296))
;; <- success
(define-fun d317 () Int (ite (and (and d311 s11) (not (or (= h11_k 2) (= h11_k 7))) (= h11_lhs 0)) d315 d294))
;; <- success
(define-fun d318 () Int (ite (and (and d311 s11) (not (or (= h11_k 2) (= h11_k 7))) (= h11_lhs 1)) d315 d295))
;; <- success
(define-fun d319 () Int (ite (and (and d311 s11) (not (or (= h11_k 2) (= h11_k 7))) (= h11_lhs 2)) d315 d316))
;; <- success
(define-fun d320 () Int (ite (and (and d311 s11) (not (or (= h11_k 2) (= h11_k 7))) (= h11_lhs 3)) d315 d297))
;; <- success
(define-fun d321 () Int (ite (and (and d311 s11) (not (or (= h11_k 2) (= h11_k 7))) (= h11_lhs 4)) d315 d298))
;; <- success
(define-fun d322 () Bool (and (and d311 s11) (= h11_k 2) (= h11_fld 0)))
;; <- success
(define-fun d323 () Int (ite (and d322 (= d313 1)) d312 d304))
;; <- success
(define-fun d324 () Int (ite (and d322 (= d313 2)) d312 d305))
;; <- success
(define-fun d325 () Int (ite (and d322 (= d313 3)) d312 d306))
;; <- success
(define-fun d326 () Int (ite (= i0p_rhs 0) d291 (ite (= i0p_rhs 1) d292 (ite (= i0p_rhs 2) d293 0))))
;; <- success
(define-fun d327 () Int (ite (= i0p_base 0) d291 (ite (= i0p_base 1) d292 d293)))
;; <- success
(define-fun d328 () Bool (and (and t0 (= pos0 2) (= cls0 0)) (not (and (= i0p_nn 1) (= d327 0)))))
;; <- success
(define-fun d329 () Int (ite (= i0p_k 0) d326 (ite (= d327 1) d300 (ite (= d327 2) d301 d302))))
;; <- success
(define-fun d330 () Int (ite (= i0n_rhs 0) d317 (ite (= i0n_rhs 1) d318 (ite (= i0n_rhs 2) d319 (ite (= i0n_rhs 3) d320 (ite (= i0n_rhs 4) d321 (ite (= i0n_rhs 5) (- 1) (ite (= i0n_rhs 6) 0 1))))))))
;; <- success
(define-fun d331 () Int (ite (= i0n_base 0) d291 (ite (= i0n_base 1) d292 d293)))
;; <- success
(define-fun d332 () Bool (and (and t0 (= pos0 2) (= cls0 1)) (not (and (= i0n_nn 1) (= d331 0)))))
;; <- success
(define-fun d333 () Int (ite (= i0n_k 0) d330 (ite (= i0n_k 3) (+ d330 (ite (= i0n_add 0) (- 1) (ite (= i0n_add 1) 0 1))) (ite (= d331 1) d323 (ite (= d331 2) d324 d325)))))
;; <- success
(assert (=> (and d328 (or (= i0p_k 1) (= i0p_k 2))) (and (= i0p_fld 0) (or (= d327 1) (= d327 2) (= d327 3)))))
;; <- success
(assert (=> (and d332 (or (= i0n_k 1) (= i0n_k 2))) (and (= i0n_fld 0) (or (= d331 1) (= d331 2) (= d331 3)))))
;; <- success
(define-fun d334 () Int (ite (and d328 (not (or (= i0p_k 2) (= i0p_k 7))) (= i0p_lhs 0)) d329 d291))
;; <- success
(define-fun d335 () Int (ite (and d328 (not (or (= i0p_k 2) (= i0p_k 7))) (= i0p_lhs 1)) d329 d292))
;; <- success
(define-fun d336 () Int (ite (and d328 (not (or (= i0p_k 2) (= i0p_k 7))) (= i0p_lhs 2)) d329 d293))
;; <- success
(define-fun d337 () Int (ite (and d332 (not (or (= i0n_k 2) (= i0n_k 7))) (= i0n_lhs 0)) d333 d317))
;; <- success
(define-fun d338 () Int (ite (and d332 (not (or (= i0n_k 2) (= i0n_k 7))) (= i0n_lhs 1)) d333 d318))
;; <- success
(define-fun d339 () Int (ite (and d332 (not (or (= i0n_k 2) (= i0n_k 7))) (= i0n_lhs 2)) d333 d319))
;; <- success
(define-fun d340 () Int (ite (and d332 (not (or (= i0n_k 2) (= i0n_k 7))) (= i0n_lhs 3)) d333 d320))
;; <- success
(define-fun d341 () Int (ite (and d332 (not (or (= i0n_k 2) (= i0n_k 7))) (= i0n_lhs 4)) d333 d321))
;; <- success
(define-fun d342 () Bool (and d328 (= i0p_k 2) (= i0p_fld 0)))
;; <- success
(define-fun d343 () Int (ite (and d342 (= d327 1)) d326 d300))
;; <- success
(define-fun d344 () Int (ite (and d342 (= d327 2)) d326 d301))
;; <- success
(define-fun d345 () Int (ite (and d342 (= d327 3)) d326 d302))
;; <- success
(define-fun d346 () Bool (and d332 (= i0n_k 2) (= i0n_fld 0)))
;; <- success
(define-fun d347 () Int (ite (and d346 (= d331 1)) d330 d323))
;; <- success
(define-fun d348 () Int (ite (and d346 (= d331 2)) d330 d324))
;; <- success
(define-fun d349 () Int (ite (and d346 (= d331 3)) d330 d325))
;; <- success
(define-fun d350 () Int (+ d341 1))
;; <- success
(assert (= d337 6))
;; <- success
(assert (= d336 3))
;; <- success
(assert (= d334 1))
;; <- success
(assert (= d350 3))
;; <- success
(assert (= d338 10))
;; <- success
(assert (= d339 (- 2)))
;; <- success
(assert (= d335 3))
;; <- success
(assert (= d340 4))
;; <- success
(assert (= d347 10))
;; <- success
(assert (= d343 2))
;; <- success
(assert (= d348 8))
;; <- success
(assert (= d344 3))
;; <- success
(assert (= d349 6))
;; <- success
(define-fun d351 () Bool (< d350 d337))
;; <- success
(assert d351)
;; <- success
(assert (=> true true))
;; <- success
(define-fun d352 () Int (ite (= 4 1) d340 d347))
;; <- success
(define-fun d353 () Int (ite (= 4 2) d340 d348))
;; <- success
(define-fun d354 () Int (ite (= 4 3) d340 d349))
;; <- success
(define-fun d355 () Bool (= d334 0))
;; <- success
(assert (not d355))
;; <- success
(define-fun d356 () Int (ite (= i0p_rhs 0) d334 (ite (= i0p_rhs 1) d335 (ite (= i0p_rhs 2) 4 0))))
;; <- success
(define-fun d357 () Int (ite (= i0p_base 0) d334 (ite (= i0p_base 1) d335 4)))
;; <- success
(define-fun d358 () Bool (and (and t0 (= pos0 3) (= cls0 0)) (not (and (= i0p_nn 1) (= d357 0)))))
;; <- success
(define-fun d359 () Int (ite (= i0p_k 0) d356 (ite (= d357 1) d343 (ite (= d357 2) d344 (ite (= d357 3) d345 (- 1))))))
;; <- success
(define-fun d360 () Int (ite (= i0n_rhs 0) d337 (ite (= i0n_rhs 1) d338 (ite (= i0n_rhs 2) d339 (ite (= i0n_rhs 3) d340 (ite (= i0n_rhs 4) d350 (ite (= i0n_rhs 5) (- 1) (ite (= i0n_rhs 6) 0 1))))))))
;; <- success
(define-fun d361 () Int (ite (= i0n_base 0) d334 (ite (= i0n_base 1) d335 4)))
;; <- success
(define-fun d362 () Bool (and (and t0 (= pos0 3) (= cls0 1)) (not (and (= i0n_nn 1) (= d361 0)))))
;; <- success
(define-fun d363 () Int (ite (= i0n_k 0) d360 (ite (= i0n_k 3) (+ d360 (ite (= i0n_add 0) (- 1) (ite (= i0n_add 1) 0 1))) (ite (= d361 1) d352 (ite (= d361 2) d353 (ite (= d361 3) d354 d340))))))
;; <- success
(assert (=> (and d358 (or (= i0p_k 1) (= i0p_k 2))) (and (= i0p_fld 0) (or (= d357 1) (= d357 2) (= d357 3) (= d357 4)))))
;; <- success
(assert (=> (and d362 (or (= i0n_k 1) (= i0n_k 2))) (and (= i0n_fld 0) (or (= d361 1) (= d361 2) (= d361 3) (= d361 4)))))
;; <- success
(define-fun d364 () Int (ite (and d358 (not (or (= i0p_k 2) (= i0p_k 7))) (= i0p_lhs 0)) d359 d334))
;; <- success
(define-fun d365 () Int (ite (and d358 (not (or (= i0p_k 2) (= i0p_k 7))) (= i0p_lhs 1)) d359 d335))
;; <- success
(define-fun d366 () Int (ite (and d358 (not (or (= i0p_k 2) (= i0p_k 7))) (= i0p_lhs 2)) d359 4))
;; <- success
(define-fun d367 () Int (ite (and d362 (not (or (= i0n_k 2) (= i0n_k 7))) (= i0n_lhs 0)) d363 d337))
;; <- success
(define-fun d368 () Int (ite (and d362 (not (or (= i0n_k 2) (= i0n_k 7))) (= i0n_lhs 1)) d363 d338))
;; <- success
(define-fun d369 () Int (ite (and d362 (not (or (= i0n_k 2) (= i0n_k 7))) (= i0n_lhs 2)) d363 d339))
;; <- success
(define-fun d370 () Int (ite (and d362 (not (or (= i0n_k 2) (= i0n_k 7))) (= i0n_lhs 3)) d363 d340))
;; <- success
(define-fun d371 () Int (ite (and d362 (not (or (= i0n_k 2) (= i0n_k 7))) (= i0n_lhs 4)) d363 d350))
;; <- success
(define-fun d372 () Bool (and d358 (= i0p_k 2) (= i0p_fld 0)))
;; <- success
(define-fun d373 () Int (ite (and d372 (= d357 1)) d356 d343))
;; <- success
(define-fun d374 () Int (ite (and d372 (= d357 2)) d356 d344))
;; <- success
(define-fun d375 () Int (ite (and d372 (= d357 3)) d356 d345))
;; <- success
(define-fun d376 () Int (ite (and d372 (= d357 4)) d356 (- 1)))
;; <- success
(define-fun d377 () Bool (and d362 (= i0n_k 2) (= i0n_fld 0)))
;; <- success
(define-fun d378 () Int (ite (and d377 (= d361 1)) d360 d352))
;; <- success
(define-fun d379 () Int (ite (and d377 (= d361 2)) d360 d353))
;; <- success
(define-fun d380 () Int (ite (and d377 (= d361 3)) d360 d354))
;; <- success
(define-fun d381 () Int (ite (and d377 (= d361 4)) d360 d340))
;; <- success
(define-fun d382 () Int (ite (= g10_x 0) d364 (ite (= g10_x 1) d365 d366)))
;; <- success
(define-fun d383 () Int (ite (= g10_y 0) d364 (ite (= g10_y 1) d365 (ite (= g10_y 2) d366 0))))
;; <- success
(define-fun d384 () Int (ite (= g10_x 0) d367 (ite (= g10_x 1) d368 (ite (= g10_x 2) d369 (ite (= g10_x 3) d370 d371)))))
;; <- success
(define-fun d385 () Int (ite (= g10_y 0) d367 (ite (= g10_y 1) d368 (ite (= g10_y 2) d369 (ite (= g10_y 3) d370 (ite (= g10_y 4) d371 (ite (= g10_y 5) (- 1) (ite (= g10_y 6) 0 1))))))))
;; <- success
(define-fun d386 () Bool (ite r10 (ite g10_del false (and (not d355) (ite g10_ptr (ite (= g10_op 0) (= d382 d383) (distinct d382 d383)) (ite (= g10_op 0) (= d384 d385) (ite (= g10_op 1) (distinct d384 d385) (ite (= g10_op 2) (< d384 d385) (ite (= g10_op 3) (<= d384 d385) (ite (= g10_op 4) (> d384 d385) (>= d384 d385))))))))) (not d355)))
;; <- success
(define-fun d387 () Int (ite (= h10_rhs 0) d364 (ite (= h10_rhs 1) d365 (ite (= h10_rhs 2) d366 0))))
;; <- success
(define-fun d388 () Int (ite (= h10_base 0) d364 (ite (= h10_base 1) d365 d366)))
;; <- success
(define-fun d389 () Int (ite (= h10_k 0) d387 (ite (= d388 1) d373 (ite (= d388 2) d374 (ite (= d388 3) d375 d376)))))
;; <- success
(assert (=> (and d386 (not s10)) (or (= d364 1) (= d364 2) (= d364 3) (= d364 4))))
;; <- success
(assert (=> (and (and d386 s10) (or (= h10_k 1) (= h10_k 2) (= h10_k 5))) (and (= h10_fld 0) (or (= d388 1) (= d388 2) (= d388 3) (= d388 4)))))
;; <- success
(define-fun d390 () Int (ite (and (and d386 s10) (not (or (= h10_k 2) (= h10_k 7) (= h10_k 5))) (= h10_lhs 0)) d389 d364))
;; <- success
(define-fun d391 () Int (ite (and (and d386 s10) (not (or (= h10_k 2) (= h10_k 7) (= h10_k 5))) (= h10_lhs 1)) d389 d365))
;; <- success
(define-fun d392 () Int (ite (and (and d386 s10) (not (or (= h10_k 2) (= h10_k 7) (= h10_k 5))) (= h10_lhs 2)) d389 d366))
;; <- success
(define-fun d393 () Bool (and d386 (not s10)))
;; <- success
(define-fun d394 () Int (ite (and d393 (= d364 1)) d366 d373))
;; <- success
(define-fun d395 () Int (ite (and d393 (= d364 2)) d366 d374))
;; <- success
(define-fun d396 () Int (ite (and d393 (= d364 3)) d366 d375))
;; <- success
(define-fun d397 () Int (ite (and d393 (= d364 4)) d366 d376))
;; <- success
(define-fun d398 () Bool (and (and d386 s10) (= h10_k 2) (= h10_fld 0)))
;; <- success
(define-fun d399 () Int (ite (and d398 (= d388 1)) d387 d394))
;; <- success
(define-fun d400 () Int (ite (and d398 (= d388 2)) d387 d395))
;; <- success
(define-fun d401 () Int (ite (and d398 (= d388 3)) d387 d396))
;; <- success
(define-fun d402 () Int (ite (and d398 (= d388 4)) d387 d397))
;; <- success
(define-fun d403 () Int (ite (= i0p_rhs 0) d390 (ite (= i0p_rhs 1) d391 (ite (= i0p_rhs 2) d392 0))))
;; <- success
(define-fun d404 () Int (ite (= i0p_base 0) d390 (ite (= i0p_base 1) d391 d392)))
;; <- success
(define-fun d405 () Bool (and (and t0 (= pos0 4) (= cls0 0)) (not (and (= i0p_nn 1) (= d404 0)))))
;; <- success
(define-fun d406 () Int (ite (= i0p_k 0) d403 (ite (= d404 1) d399 (ite (= d404 2) d400 (ite (= d404 3) d401 d402)))))
;; <- success
(define-fun d407 () Int (ite (= i0n_rhs 0) d367 (ite (= i0n_rhs 1) d368 (ite (= i0n_rhs 2) d369 (ite (= i0n_rhs 3) d370 (ite (= i0n_rhs 4) d371 (ite (= i0n_rhs 5) (- 1) (ite (= i0n_rhs 6) 0 1))))))))
;; <- success
(define-fun d408 () Int (ite (= i0n_base 0) d390 (ite (= i0n_base 1) d391 d392)))
;; <- success
(define-fun d409 () Bool (and (and t0 (= pos0 4) (= cls0 1)) (not (and (= i0n_nn 1) (= d408 0)))))
;; <- success
(define-fun d410 () Int (ite (= i0n_k 0) d407 (ite (= i0n_k 3) (+ d407 (ite (= i0n_add 0) (- 1) (ite (= i0n_add 1) 0 1))) (ite (= d408 1) d378 (ite (= d408 2) d379 (ite (= d408 3) d380 d381))))))
;; <- success
(assert (=> (and d405 (or (= i0p_k 1) (= i0p_k 2))) (and (= i0p_fld 0) (or (= d404 1) (= d404 2) (= d404 3) (= d404 4)))))
;; <- success
(assert (=> (and d409 (or (= i0n_k 1) (= i0n_k 2))) (and (= i0n_fld 0) (or (= d408 1) (= d408 2) (= d408 3) (= d408 4)))))
;; <- success
(define-fun d411 () Int (ite (and d405 (not (or (= i0p_k 2) (= i0p_k 7))) (= i0p_lhs 0)) d406 d390))
;; <- success
(define-fun d412 () Int (ite (and d405 (not (or (= i0p_k 2) (= i0p_k 7))) (= i0p_lhs 1)) d406 d391))
;; <- success
(define-fun d413 () Int (ite (and d405 (not (or (= i0p_k 2) (= i0p_k 7))) (= i0p_lhs 2)) d406 d392))
;; <- success
(define-fun d414 () Int (ite (and d409 (not (or (= i0n_k 2) (= i0n_k 7))) (= i0n_lhs 0)) d410 d367))
;; <- success
(define-fun d415 () Int (ite (and d409 (not (or (= i0n_k 2) (= i0n_k 7))) (= i0n_lhs 1)) d410 d368))
;; <- success
(define-fun d416 () Int (ite (and d409 (not (or (= i0n_k 2) (= i0n_k 7))) (= i0n_lhs 2)) d410 d369))
;; <- success
(define-fun d417 () Int (ite (and d409 (not (or (= i0n_k 2) (= i0n_k 7))) (= i0n_lhs 3)) d410 d370))
;; <- success
(define-fun d418 () Int (ite (and d409 (not (or (= i0n_k 2) (= i0n_k 7))) (= i0n_lhs 4)) d410 d371))
;; <- success
(define-fun d419 () Bool (and d405 (= i0p_k 2) (= i0p_fld 0)))
;; <- success
(define-fun d420 () Int (ite (and d419 (= d404 1)) d403 d399))
;; <- success
(define-fun d421 () Int (ite (and d419 (= d404 2)) d403 d400))
;; <- success
(define-fun d422 () Int (ite (and d419 (= d404 3)) d403 d401))
;; <- success
(define-fun d423 () Int (ite (and d419 (= d404 4)) d403 d402))
;; <- success
(define-fun d424 () Bool (and d409 (= i0n_k 2) (= i0n_fld 0)))
;; <- success
(define-fun d425 () Int (ite (and d424 (= d408 1)) d407 d378))
;; <- success
(define-fun d426 () Int (ite (and d424 (= d408 2)) d407 d379))
;; <- success
(define-fun d427 () Int (ite (and d424 (= d408 3)) d407 d380))
;; <- success
(define-fun d428 () Int (ite (and d424 (= d408 4)) d407 d381))
;; <- success
(define-fun d429 () Int (ite (= i0p_rhs 0) d411 (ite (= i0p_rhs 1) d412 (ite (= i0p_rhs 2) d413 0))))
;; <- success
(define-fun d430 () Int (ite (= i0p_base 0) d411 (ite (= i0p_base 1) d412 d413)))
;; <- success
(define-fun d431 () Bool (and (and t0 (= pos0 1) (= cls0 0)) (not (and (= i0p_nn 1) (= d430 0)))))
;; <- success
(define-fun d432 () Int (ite (= i0p_k 0) d429 (ite (= d430 1) d420 (ite (= d430 2) d421 (ite (= d430 3) d422 d423)))))
;; <- success
(define-fun d433 () Int (ite (= i0n_rhs 0) d414 (ite (= i0n_rhs 1) d415 (ite (= i0n_rhs 2) d416 (ite (= i0n_rhs 3) d417 (ite (= i0n_rhs 4) d418 (ite (= i0n_rhs 5) (- 1) (ite (= i0n_rhs 6) 0 1))))))))
;; <- success
(define-fun d434 () Int (ite (= i0n_base 0) d411 (ite (= i0n_base 1) d412 d413)))
;; <- success
(define-fun d435 () Bool (and (and t0 (= pos0 1) (= cls0 1)) (not (and (= i0n_nn 1) (= d434 0)))))
;; <- success
(define-fun d436 () Int (ite (= i0n_k 0) d433 (ite (= i0n_k 3) (+ d433 (ite (= i0n_add 0) (- 1) (ite (= i0n_add 1) 0 1))) (ite (= d434 1) d425 (ite (= d434 2) d426 (ite (= d434 3) d427 d428))))))
;; <- success
(assert (=> (and d431 (or (= i0p_k 1) (= i0p_k 2))) (and (= i0p_fld 0) (or (= d430 1) (= d430 2) (= d430 3) (= d430 4)))))
;; <- success
(assert (=> (and d435 (or (= i0n_k 1) (= i0n_k 2))) (and (= i0n_fld 0) (or (= d434 1) (= d434 2) (= d434 3) (= d434 4)))))
;; <- success
(define-fun d437 () Int (ite (and d431 (not (or (= i0p_k 2) (= i0p_k 7))) (= i0p_lhs 0)) d432 d411))
;; <- success
(define-fun d438 () Int (ite (and d431 (not (or (= i0p_k 2) (= i0p_k 7))) (= i0p_lhs 1)) d432 d412))
;; <- success
(define-fun d439 () Int (ite (and d431 (not (or (= i0p_k 2) (= i0p_k 7))) (= i0p_lhs 2)) d432 d413))
;; <- success
(define-fun d440 () Int (ite (and d435 (not (or (= i0n_k 2) (= i0n_k 7))) (= i0n_lhs 0)) d436 d414))
;; <- success
(define-fun d441 () Int (ite (and d435 (not (or (= i0n_k 2) (= i0n_k 7))) (= i0n_lhs 1)) d436 d415))
;; <- success
(define-fun d442 () Int (ite (and d435 (not (or (= i0n_k 2) (= i0n_k 7))) (= i0n_lhs 2)) d436 d416))
;; <- success
(define-fun d443 () Int (ite (and d435 (not (or (= i0n_k 2) (= i0n_k 7))) (= i0n_lhs 3)) d436 d417))
;; <- success
(define-fun d444 () Int (ite (and d435 (not (or (= i0n_k 2) (= i0n_k 7))) (= i0n_lhs 4)) d436 d418))
;; <- success
(define-fun d445 () Bool (and d431 (= i0p_k 2) (= i0p_fld 0)))
;; <- success
(define-fun d446 () Int (ite (and d445 (= d430 1)) d429 d420))
;; <- success
(define-fun d447 () Int (ite (and d445 (= d430 2)) d429 d421))
;; <- success
(define-fun d448 () Int (ite (and d445 (= d430 3)) d429 d422))
;; <- success
(define-fun d449 () Int (ite (and d445 (= d430 4)) d429 d423))
;; <- success
(define-fun d450 () Bool (and d435 (= i0n_k 2) (= i0n_fld 0)))
;; <- success
(define-fun d451 () Int (ite (and d450 (= d434 1)) d433 d425))
;; <- success
(define-fun d452 () Int (ite (and d450 (= d434 2)) d433 d426))
;; <- success
(define-fun d453 () Int (ite (and d450 (= d434 3)) d433 d427))
;; <- success
(define-fun d454 () Int (ite (and d450 (= d434 4)) d433 d428))
;; <- success
(define-fun d455 () Int (ite (= g11_x 0) d437 (ite (= g11_x 1) d438 d439)))
;; <- success
(define-fun d456 () Int (ite (= g11_y 0) d437 (ite (= g11_y 1) d438 (ite (= g11_y 2) d439 0))))
;; <- success
(define-fun d457 () Int (ite (= g11_x 0) d440 (ite (= g11_x 1) d441 (ite (= g11_x 2) d442 (ite (= g11_x 3) d443 d444)))))
;; <- success
(define-fun d458 () Int (ite (= g11_y 0) d440 (ite (= g11_y 1) d441 (ite (= g11_y 2) d442 (ite (= g11_y 3) d443 (ite (= g11_y 4) d444 (ite (= g11_y 5) (- 1) (ite (= g11_y 6) 0 1))))))))
;; <- success
(define-fun d459 () Bool (ite r11 (ite g11_del false (ite g11_ptr (ite (= g11_op 0) (= d455 d456) (distinct d455 d456)) (ite (= g11_op 0) (= d457 d458) (ite (= g11_op 1) (distinct d457 d458) (ite (= g11_op 2) (< d457 d458) (ite (= g11_op 3) (<= d457 d458) (ite (= g11_op 4) (> d457 d458) (>= d457 d458)))))))) true))
;; <- success
(define-fun d460 () Int (ite (= h11_rhs 0) d440 (ite (= h11_rhs 1) d441 (ite (= h11_rhs 2) d442 (ite (= h11_rhs 3) d443 (ite (= h11_rhs 4) d444 (ite (= h11_rhs 5) (- 1) (ite (= h11_rhs 6) 0 1))))))))
;; <- success
(define-fun d461 () Int (ite (= h11_base 0) d437 (ite (= h11_base 1) d438 d439)))
;; <- success
(define-fun d462 () Int (ite (= h11_at 0) (ite (= h11_to 0) (+ d440 d442) (ite (= h11_to 1) (+ d441 d442) (ite (= h11_to 2) (+ d442 d442) (ite (= h11_to 3) (+ d443 d442) (+ d444 d442))))) (ite (= h11_to 0) (+ d443 d440) (ite (= h11_to 1) (+ d443 d441) (ite (= h11_to 2) (+ d443 d442) (ite (= h11_to 3) (+ d443 d443) (+ d443 d444)))))))
;; <- success
(define-fun d463 () Int (ite (= h11_k 9) d462 (ite (= h11_k 5) (+ d443 d442) (ite (= h11_k 0) d460 (ite (= h11_k 3) (+ d460 (ite (= h11_add 0) (- 1) (ite (= h11_add 1) 0 1))) (ite (= d461 1) d451 (ite (= d461 2) d452 (ite (= d461 3) d453 d454))))))))
;; <- success
(assert (=> (and (and d459 s11) (or (= h11_k 1) (= h11_k 2))) (and (= h11_fld 0) (or (= d461 1) (= d461 2) (= d461 3) (= d461 4)))))
;; <- success
(define-fun d464 () Int (ite (and d459 (not s11)) (+ d443 d442) d442))
;; <- success
(define-fun d465 () Int (ite (and (and d459 s11) (not (or (= h11_k 2) (= h11_k 7))) (= h11_lhs 0)) d463 d440))
;; <- success
(define-fun d466 () Int (ite (and (and d459 s11) (not (or (= h11_k 2) (= h11_k 7))) (= h11_lhs 1)) d463 d441))
;; <- success
(define-fun d467 () Int (ite (and (and d459 s11) (not (or (= h11_k 2) (= h11_k 7))) (= h11_lhs 2)) d463 d464))
;; <- success
(define-fun d468 () Int (ite (and (and d459 s11) (not (or (= h11_k 2) (= h11_k 7))) (= h11_lhs 3)) d463 d443))
;; <- success
(define-fun d469 () Int (ite (and (and d459 s11) (not (or (= h11_k 2) (= h11_k 7))) (= h11_lhs 4)) d463 d444))
;; <- success
(define-fun d470 () Bool (and (and d459 s11) (= h11_k 2) (= h11_fld 0)))
;; <- success
(define-fun d471 () Int (ite (and d470 (= d461 1)) d460 d451))
;; <- success
(define-fun d472 () Int (ite (and d470 (= d461 2)) d460 d452))
;; <- success
(define-fun d473 () Int (ite (and d470 (= d461 3)) d460 d453))
;; <- success
(define-fun d474 () Int (ite (and d470 (= d461 4)) d460 d454))
;; <- success
(define-fun d475 () Int (ite (= i0p_rhs 0) d437 (ite (= i0p_rhs 1) d438 (ite (= i0p_rhs 2) d439 0))))
;; <- success
(define-fun d476 () Int (ite (= i0p_base 0) d437 (ite (= i0p_base 1) d438 d439)))
;; <- success
(define-fun d477 () Bool (and (and t0 (= pos0 2) (= cls0 0)) (not (and (= i0p_nn 1) (= d476 0)))))
;; <- success
(define-fun d478 () Int (ite (= i0p_k 0) d475 (ite (= d476 1) d446 (ite (= d476 2) d447 (ite (= d476 3) d448 d449)))))
;; <- success
(define-fun d479 () Int (ite (= i0n_rhs 0) d465 (ite (= i0n_rhs 1) d466 (ite (= i0n_rhs 2) d467 (ite (= i0n_rhs 3) d468 (ite (= i0n_rhs 4) d469 (ite (= i0n_rhs 5) (- 1) (ite (= i0n_rhs 6) 0 1))))))))
;; <- success
(define-fun d480 () Int (ite (= i0n_base 0) d437 (ite (= i0n_base 1) d438 d439)))
;; <- success
(define-fun d481 () Bool (and (and t0 (= pos0 2) (= cls0 1)) (not (and (= i0n_nn 1) (= d480 0)))))
;; <- success
(define-fun d482 () Int (ite (= i0n_k 0) d479 (ite (= i0n_k 3) (+ d479 (ite (= i0n_add 0) (- 1) (ite (= i0n_add 1) 0 1))) (ite (= d480 1) d471 (ite (= d480 2) d472 (ite (= d480 3) d473 d474))))))
;; <- success
(assert (=> (and d477 (or (= i0p_k 1) (= i0p_k 2))) (and (= i0p_fld 0) (or (= d476 1) (= d476 2) (= d476 3) (= d476 4)))))
;; <- success
(assert (=> (and d481 (or (= i0n_k 1) (= i0n_k 2))) (and (= i0n_fld 0) (or (= d480 1) (= d480 2) (= d480 3) (= d480 4)))))
;; <- success
(define-fun d483 () Int (ite (and d477 (not (or (= i0p_k 2) (= i0p_k 7))) (= i0p_lhs 0)) d478 d437))
;; <- success
(define-fun d484 () Int (ite (and d477 (not (or (= i0p_k 2) (= i0p_k 7))) (= i0p_lhs 1)) d478 d438))
;; <- success
(define-fun d485 () Int (ite (and d477 (not (or (= i0p_k 2) (= i0p_k 7))) (= i0p_lhs 2)) d478 d439))
;; <- success
(define-fun d486 () Int (ite (and d481 (not (or (= i0n_k 2) (= i0n_k 7))) (= i0n_lhs 0)) d482 d465))
;; <- success
(define-fun d487 () Int (ite (and d481 (not (or (= i0n_k 2) (= i0n_k 7))) (= i0n_lhs 1)) d482 d466))
;; <- success
(define-fun d488 () Int (ite (and d481 (not (or (= i0n_k 2) (= i0n_k 7))) (= i0n_lhs 2)) d482 d467))
;; <- success
(define-fun d489 () Int (ite (and d481 (not (or (= i0n_k 2) (= i0n_k 7))) (= i0n_lhs 3)) d482 d468))
;; <- success
(define-fun d490 () Int (ite (and d481 (not (or (= i0n_k 2) (= i0n_k 7))) (= i0n_lhs 4)) d482 d469))
;; <- success
(define-fun d491 () Bool (and d477 (= i0p_k 2) (= i0p_fld 0)))
;; <- success
(define-fun d492 () Int (ite (and d491 (= d476 1)) d475 d446))
;; <- success
(define-fun d493 () Int (ite (and d491 (= d476 2)) d475 d447))
;; <- success
(define-fun d494 () Int (ite (and d491 (= d476 3)) d475 d448))
;; <- success
(define-fun d495 () Int (ite (and d491 (= d476 4)) d475 d449))
;; <- success
(define-fun d496 () Bool (and d481 (= i0n_k 2) (= i0n_fld 0)))
;; <- success
(define-fun d497 () Int (ite (and d496 (= d480 1)) d479 d471))
;; <- success
(define-fun d498 () Int (ite (and d496 (= d480 2)) d479 d472))
;; <- success
(define-fun d499 () Int (ite (and d496 (= d480 3)) d479 d473))
;; <- success
(define-fun d500 () Int (ite (and d496 (= d480 4)) d479 d474))
;; <- success
(define-fun d501 () Int (+ d490 1))
;; <- success
(assert (= d486 6))
;; <- success
(assert (= d485 4))
;; <- success
(assert (= d483 1))
;; <- success
(assert (= d501 4))
;; <- success
(assert (= d487 10))
;; <- success
(assert (= d488 (- 2)))
;; <- success
(assert (= d484 4))
;; <- success
(assert (= d489 2))
;; <- success
(assert (= d497 10))
;; <- success
(assert (= d492 2))
;; <- success
(assert (= d498 8))
;; <- success
(assert (= d493 3))
;; <- success
(assert (= d499 6))
;; <- success
(assert (= d494 4))
;; <- success
(assert (= d500 4))
;; <- success
(define-fun d502 () Bool (< d501 d486))
;; <- success
(assert d502)
;; <- success
(assert (=> true true))
;; <- success
(define-fun d503 () Int (ite (= 5 1) d489 d497))
;; <- success
(define-fun d504 () Int (ite (= 5 2) d489 d498))
;; <- success
(define-fun d505 () Int (ite (= 5 3) d489 d499))
;; <- success
(define-fun d506 () Int (ite (= 5 4) d489 d500))
;; <- success
(define-fun d507 () Bool (= d483 0))
;; <- success
(assert (not d507))
;; <- success
(define-fun d508 () Int (ite (= i0p_rhs 0) d483 (ite (= i0p_rhs 1) d484 (ite (= i0p_rhs 2) 5 0))))
;; <- success
(define-fun d509 () Int (ite (= i0p_base 0) d483 (ite (= i0p_base 1) d484 5)))
;; <- success
(define-fun d510 () Bool (and (and t0 (= pos0 3) (= cls0 0)) (not (and (= i0p_nn 1) (= d509 0)))))
;; <- success
(define-fun d511 () Int (ite (= i0p_k 0) d508 (ite (= d509 1) d492 (ite (= d509 2) d493 (ite (= d509 3) d494 (ite (= d509 4) d495 (- 1)))))))
;; <- success
(define-fun d512 () Int (ite (= i0n_rhs 0) d486 (ite (= i0n_rhs 1) d487 (ite (= i0n_rhs 2) d488 (ite (= i0n_rhs 3) d489 (ite (= i0n_rhs 4) d501 (ite (= i0n_rhs 5) (- 1) (ite (= i0n_rhs 6) 0 1))))))))
;; <- success
(define-fun d513 () Int (ite (= i0n_base 0) d483 (ite (= i0n_base 1) d484 5)))
;; <- success
(define-fun d514 () Bool (and (and t0 (= pos0 3) (= cls0 1)) (not (and (= i0n_nn 1) (= d513 0)))))
;; <- success
(define-fun d515 () Int (ite (= i0n_k 0) d512 (ite (= i0n_k 3) (+ d512 (ite (= i0n_add 0) (- 1) (ite (= i0n_add 1) 0 1))) (ite (= d513 1) d503 (ite (= d513 2) d504 (ite (= d513 3) d505 (ite (= d513 4) d506 d489)))))))
;; <- success
(assert (=> (and d510 (or (= i0p_k 1) (= i0p_k 2))) (and (= i0p_fld 0) (or (= d509 1) (= d509 2) (= d509 3) (= d509 4) (= d509 5)))))
;; <- success
(assert (=> (and d514 (or (= i0n_k 1) (= i0n_k 2))) (and (= i0n_fld 0) (or (= d513 1) (= d513 2) (= d513 3) (= d513 4) (= d513 5)))))
;; <- success
(define-fun d516 () Int (ite (and d510 (not (or (= i0p_k 2) (= i0p_k 7))) (= i0p_lhs 0)) d511 d483))
;; <- success
(define-fun d517 () Int (ite (and d510 (not (or (= i0p_k 2) (= i0p_k 7))) (= i0p_lhs 1)) d511 d484))
;; <- success
(define-fun d518 () Int (ite (and d510 (not (or (= i0p_k 2) (= i0p_k 7))) (= i0p_lhs 2)) d511 5))
;; <- success
(define-fun d519 () Int (ite (and d514 (not (or (= i0n_k 2) (= i0n_k 7))) (= i0n_lhs 0)) d515 d486))
;; <- success
(define-fun d520 () Int (ite (and d514 (not (or (= i0n_k 2) (= i0n_k 7))) (= i0n_lhs 1)) d515 d487))
;; <- success
(define-fun d521 () Int (ite (and d514 (not (or (= i0n_k 2) (= i0n_k 7))) (= i0n_lhs 2)) d515 d488))
;; <- success
(define-fun d522 () Int (ite (and d514 (not (or (= i0n_k 2) (= i0n_k 7))) (= i0n_lhs 3)) d515 d489))
;; <- success
(define-fun d523 () Int (ite (and d514 (not (or (= i0n_k 2) (= i0n_k 7))) (= i0n_lhs 4)) d515 d501))
;; <- success
(define-fun d524 () Bool (and d510 (= i0p_k 2) (= i0p_fld 0)))
;; <- success
(define-fun d525 () Int (ite (and d524 (= d509 1)) d508 d492))
;; <- success
(define-fun d526 () Int (ite (and d524 (= d509 2)) d508 d493))
;; <- success
(define-fun d527 () Int (ite (and d524 (= d509 3)) d508 d494))
;; <- success
(define-fun d528 () Int (ite (and d524 (= d509 4)) d508 d495))
;; <- success
(define-fun d529 () Int (ite (and d524 (= d509 5)) d508 (- 1)))
;; <- success
(define-fun d530 () Bool (and d514 (= i0n_k 2) (= i0n_fld 0)))
;; <- success
(define-fun d531 () Int (ite (and d530 (= d513 1)) d512 d503))
;; <- success
(define-fun d532 () Int (ite (and d530 (= d513 2)) d512 d504))
;; <- success
(define-fun d533 () Int (ite (and d530 (= d513 3)) d512 d505))
;; <- success
(define-fun d534 () Int (ite (and d530 (= d513 4)) d512 d506))
;; <- success
(define-fun d535 () Int (ite (and d530 (= d513 5)) d512 d489))
;; <- success
(define-fun d536 () Int (ite (= g10_x 0) d516 (ite (= g10_x 1) d517 d518)))
;; <- success
(define-fun d537 () Int (ite (= g10_y 0) d516 (ite (= g10_y 1) d517 (ite (= g10_y 2) d518 0))))
;; <- success
(define-fun d538 () Int (ite (= g10_x 0) d519 (ite (= g10_x 1) d520 (ite (= g10_x 2) d521 (ite (= g10_x 3) d522 d523)))))
;; <- success
(define-fun d539 () Int (ite (= g10_y 0) d519 (ite (= g10_y 1) d520 (ite (= g10_y 2) d521 (ite (= g10_y 3) d522 (ite (= g10_y 4) d523 (ite (= g10_y 5) (- 1) (ite (= g10_y 6) 0 1))))))))
;; <- success
(define-fun d540 () Bool (ite r10 (ite g10_del false (and (not d507) (ite g10_ptr (ite (= g10_op 0) (= d536 d537) (distinct d536 d537)) (ite (= g10_op 0) (= d538 d539) (ite (= g10_op 1) (distinct d538 d539) (ite (= g10_op 2) (< d538 d539) (ite (= g10_op 3) (<= d538 d539) (ite (= g10_op 4) (> d538 d539) (>= d538 d539))))))))) (not d507)))
;; <- success
(define-fun d541 () Int (ite (= h10_rhs 0) d516 (ite (= h10_rhs 1) d517 (ite (= h10_rhs 2) d518 0))))
;; <- success
(define-fun d542 () Int (ite (= h10_base 0) d516 (ite (= h10_base 1) d517 d518)))
;; <- success
(define-fun d543 () Int (ite (= h10_k 0) d541 (ite (= d542 1) d525 (ite (= d542 2) d526 (ite (= d542 3) d527 (ite (= d542 4) d528 d529))))))
;; <- success
(assert (=> (and d540 (not s10)) (or (= d516 1) (= d516 2) (= d516 3) (= d516 4) (= d516 5))))
;; <- success
(assert (=> (and (and d540 s10) (or (= h10_k 1) (= h10_k 2) (= h10_k 5))) (and (= h10_fld 0) (or (= d542 1) (= d542 2) (= d542 3) (= d542 4) (= d542 5)))))
;; <- success
(define-fun d544 () Int (ite (and (and d540 s10) (not (or (= h10_k 2) (= h10_k 7) (= h10_k 5))) (= h10_lhs 0)) d543 d516))
;; <- success
(define-fun d545 () Int (ite (and (and d540 s10) (not (or (= h10_k 2) (= h10_k 7) (= h10_k 5))) (= h10_lhs 1)) d543 d517))
;; <- success
(define-fun d546 () Int (ite (and (and d540 s10) (not (or (= h10_k 2) (= h10_k 7) (= h10_k 5))) (= h10_lhs 2)) d543 d518))
;; <- success
(define-fun d547 () Bool (and d540 (not s10)))
;; <- success
(define-fun d548 () Int (ite (and d547 (= d516 1)) d518 d525))
;; <- success
(define-fun d549 () Int (ite (and d547 (= d516 2)) d518 d526))
;; <- success
(define-fun d550 () Int (ite (and d547 (= d516 3)) d518 d527))
;; <- success
(define-fun d551 () Int (ite (and d547 (= d516 4)) d518 d528))
;; <- success
(define-fun d552 () Int (ite (and d547 (= d516 5)) d518 d529))
;; <- success
(define-fun d553 () Bool (and (and d540 s10) (= h10_k 2) (= h10_fld 0)))
;; <- success
(define-fun d554 () Int (ite (and d553 (= d542 1)) d541 d548))
;; <- success
(define-fun d555 () Int (ite (and d553 (= d542 2)) d541 d549))
;; <- success
(define-fun d556 () Int (ite (and d553 (= d542 3)) d541 d550))
;; <- success
(define-fun d557 () Int (ite (and d553 (= d542 4)) d541 d551))
;; <- success
(define-fun d558 () Int (ite (and d553 (= d542 5)) d541 d552))
;; <- success
(define-fun d559 () Int (ite (= i0p_rhs 0) d544 (ite (= i0p_rhs 1) d545 (ite (= i0p_rhs 2) d546 0))))
;; <- success
(define-fun d560 () Int (ite (= i0p_base 0) d544 (ite (= i0p_base 1) d545 d546)))
;; <- success
(define-fun d561 () Bool (and (and t0 (= pos0 4) (= cls0 0)) (not (and (= i0p_nn 1) (= d560 0)))))
;; <- success
(define-fun d562 () Int (ite (= i0p_k 0) d559 (ite (= d560 1) d554 (ite (= d560 2) d555 (ite (= d560 3) d556 (ite (= d560 4) d557 d558))))))
;; <- success
(define-fun d563 () Int (ite (= i0n_rhs 0) d519 (ite (= i0n_rhs 1) d520 (ite (= i0n_rhs 2) d521 (ite (= i0n_rhs 3) d522 (ite (= i0n_rhs 4) d523 (ite (= i0n_rhs 5) (- 1) (ite (= i0n_rhs 6) 0 1))))))))
;; <- success
(define-fun d564 () Int (ite (= i0n_base 0) d544 (ite (= i0n_base 1) d545 d546)))
;; <- success
(define-fun d565 () Bool (and (and t0 (= pos0 4) (= cls0 1)) (not (and (= i0n_nn 1) (= d564 0)))))
;; <- success
(define-fun d566 () Int (ite (= i0n_k 0) d563 (ite (= i0n_k 3) (+ d563 (ite (= i0n_add 0) (- 1) (ite (= i0n_add 1) 0 1))) (ite (= d564 1) d531 (ite (= d564 2) d532 (ite (= d564 3) d533 (ite (= d564 4) d534 d535)))))))
;; <- success
(assert (=> (and d561 (or (= i0p_k 1) (= i0p_k 2))) (and (= i0p_fld 0) (or (= d560 1) (= d560 2) (= d560 3) (= d560 4) (= d560 5)))))
;; <- success
(assert (=> (and d565 (or (= i0n_k 1) (= i0n_k 2))) (and (= i0n_fld 0) (or (= d564 1) (= d564 2) (= d564 3) (= d564 4) (= d564 5)))))
;; <- success
(define-fun d567 () Int (ite (and d561 (not (or (= i0p_k 2) (= i0p_k 7))) (= i0p_lhs 0)) d562 d544))
;; <- success
(define-fun d568 () Int (ite (and d561 (not (or (= i0p_k 2) (= i0p_k 7))) (= i0p_lhs 1)) d562 d545))
;; <- success
(define-fun d569 () Int (ite (and d561 (not (or (= i0p_k 2) (= i0p_k 7))) (= i0p_lhs 2)) d562 d546))
;; <- success
(define-fun d570 () Int (ite (and d565 (not (or (= i0n_k 2) (= i0n_k 7))) (= i0n_lhs 0)) d566 d519))
;; <- success
(define-fun d571 () Int (ite (and d565 (not (or (= i0n_k 2) (= i0n_k 7))) (= i0n_lhs 1)) d566 d520))
;; <- success
(define-fun d572 () Int (ite (and d565 (not (or (= i0n_k 2) (= i0n_k 7))) (= i0n_lhs 2)) d566 d521))
;; <- success
(define-fun d573 () Int (ite (and d565 (not (or (= i0n_k 2) (= i0n_k 7))) (= i0n_lhs 3)) d566 d522))
;; <- success
(define-fun d574 () Int (ite (and d565 (not (or (= i0n_k 2) (= i0n_k 7))) (= i0n_lhs 4)) d566 d523))
;; <- success
(define-fun d575 () Bool (and d561 (= i0p_k 2) (= i0p_fld 0)))
;; <- success
(define-fun d576 () Int (ite (and d575 (= d560 1)) d559 d554))
;; <- success
(define-fun d577 () Int (ite (and d575 (= d560 2)) d559 d555))
;; <- success
(define-fun d578 () Int (ite (and d575 (= d560 3)) d559 d556))
;; <- success
(define-fun d579 () Int (ite (and d575 (= d560 4)) d559 d557))
;; <- success
(define-fun d580 () Int (ite (and d575 (= d560 5)) d559 d558))
;; <- success
(define-fun d581 () Bool (and d565 (= i0n_k 2) (= i0n_fld 0)))
;; <- success
(define-fun d582 () Int (ite (and d581 (= d564 1)) d563 d531))
;; <- success
(define-fun d583 () Int (ite (and d581 (= d564 2)) d563 d532))
;; <- success
(define-fun d584 () Int (ite (and d581 (= d564 3)) d563 d533))
;; <- success
(define-fun d585 () Int (ite (and d581 (= d564 4)) d563 d534))
;; <- success
(define-fun d586 () Int (ite (and d581 (= d564 5)) d563 d535))
;; <- success
(define-fun d587 () Int (ite (= i0p_rhs 0) d567 (ite (= i0p_rhs 1) d568 (ite (= i0p_rhs 2) d569 0))))
;; <- success
(define-fun d588 () Int (ite (= i0p_base 0) d567 (ite (= i0p_base 1) d568 d569)))
;; <- success
(define-fun d589 () Bool (and (and t0 (= pos0 1) (= cls0 0)) (not (and (= i0p_nn 1) (= d588 0)))))
;; <- success
(define-fun d590 () Int (ite (= i0p_k 0) d587 (ite (= d588 1) d576 (ite (= d588 2) d577 (ite (= d588 3) d578 (ite (= d588 4) d579 d580))))))
;; <- success
(define-fun d591 () Int (ite (= i0n_rhs 0) d570 (ite (= i0n_rhs 1) d571 (ite (= i0n_rhs 2) d572 (ite (= i0n_rhs 3) d573 (ite (= i0n_rhs 4) d574 (ite (= i0n_rhs 5) (- 1) (ite (= i0n_rhs 6) 0 1))))))))
;; <- success
(define-fun d592 () Int (ite (= i0n_base 0) d567 (ite (= i0n_base 1) d568 d569)))
;; <- success
(define-fun d593 () Bool (and (and t0 (= pos0 1) (= cls0 1)) (not (and (= i0n_nn 1) (= d592 0)))))
;; <- success
(define-fun d594 () Int (ite (= i0n_k 0) d591 (ite (= i0n_k 3) (+ d591 (ite (= i0n_add 0) (- 1) (ite (= i0n_add 1) 0 1))) (ite (= d592 1) d582 (ite (= d592 2) d583 (ite (= d592 3) d584 (ite (= d592 4) d585 d586)))))))
;; <- success
(assert (=> (and d589 (or (= i0p_k 1) (= i0p_k 2))) (and (= i0p_fld 0) (or (= d588 1) (= d588 2) (= d588 3) (= d588 4) (= d588 5)))))
;; <- success
(assert (=> (and d593 (or (= i0n_k 1) (= i0n_k 2))) (and (= i0n_fld 0) (or (= d592 1) (= d592 2) (= d592 3) (= d592 4) (= d592 5)))))
;; <- success
(define-fun d595 () Int (ite (and d589 (not (or (= i0p_k 2) (= i0p_k 7))) (= i0p_lhs 0)) d590 d567))
;; <- success
(define-fun d596 () Int (ite (and d589 (not (or (= i0p_k 2) (= i0p_k 7))) (= i0p_lhs 1)) d590 d568))
;; <- success
(define-fun d597 () Int (ite (and d589 (not (or (= i0p_k 2) (= i0p_k 7))) (= i0p_lhs 2)) d590 d569))
;; <- success
(define-fun d598 () Int (ite (and d593 (not (or (= i0n_k 2) (= i0n_k 7))) (= i0n_lhs 0)) d594 d570))
;; <- success
(define-fun d599 () Int (ite (and d593 (not (or (= i0n_k 2) (= i0n_k 7))) (= i0n_lhs 1)) d594 d571))
;; <- success
(define-fun d600 () Int (ite (and d593 (not (or (= i0n_k 2) (= i0n_k 7))) (= i0n_lhs 2)) d594 d572))
;; <- success
(define-fun d601 () Int (ite (and d593 (not (or (= i0n_k 2) (= i0n_k 7))) (= i0n_lhs 3)) d594 d573))
;; <- success
(define-fun d602 () Int (ite (and d593 (not (or (= i0n_k 2) (= i0n_k 7))) (= i0n_lhs 4)) d594 d574))
;; <- success
(define-fun d603 () Bool (and d589 (= i0p_k 2) (= i0p_fld 0)))
;; <- success
(define-fun d604 () Int (ite (and d603 (= d588 1)) d587 d576))
;; <- success
(define-fun d605 () Int (ite (and d603 (= d588 2)) d587 d577))
;; <- success
(define-fun d606 () Int (ite (and d603 (= d588 3)) d587 d578))
;; <- success
(define-fun d607 () Int (ite (and d603 (= d588 4)) d587 d579))
;; <- success
(define-fun d608 () Int (ite (and d603 (= d588 5)) d587 d580))
;; <- success
(define-fun d609 () Bool (and d593 (= i0n_k 2) (= i0n_fld 0)))
;; <- success
(define-fun d610 () Int (ite (and d609 (= d592 1)) d591 d582))
;; <- success
(define-fun d611 () Int (ite (and d609 (= d592 2)) d591 d583))
;; <- success
(define-fun d612 () Int (ite (and d609 (= d592 3)) d591 d584))
;; <- success
(define-fun d613 () Int (ite (and d609 (= d592 4)) d591 d585))
;; <- success
(define-fun d614 () Int (ite (and d609 (= d592 5)) d591 d586))
;; <- success
(define-fun d615 () Int (ite (= g11_x 0) d595 (ite (= g11_x 1) d596 d597)))
;; <- success
(define-fun d616 () Int (ite (= g11_y 0) d595 (ite (= g11_y 1) d596 (ite (= g11_y 2) d597 0))))
;; <- success
(define-fun d617 () Int (ite (= g11_x 0) d598 (ite (= g11_x 1) d599 (ite (= g11_x 2) d600 (ite (= g11_x 3) d601 d602)))))
;; <- success
(define-fun d618 () Int (ite (= g11_y 0) d598 (ite (= g11_y 1) d599 (ite (= g11_y 2) d600 (ite (= g11_y 3) d601 (ite (= g11_y 4) d602 (ite (= g11_y 5) (- 1) (ite (= g11_y 6) 0 1))))))))
;; <- success
(define-fun d619 () Bool (ite r11 (ite g11_del false (ite g11_ptr (ite (= g11_op 0) (= d615 d616) (distinct d615 d616)) (ite (= g11_op 0) (= d617 d618) (ite (= g11_op 1) (distinct d617 d618) (ite (= g11_op 2) (< d617 d618) (ite (= g11_op 3) (<= d617 d618) (ite (= g11_op 4) (> d617 d618) (>= d617 d618)))))))) true))
;; <- success
(define-fun d620 () Int (ite (= h11_rhs 0) d598 (ite (= h11_rhs 1) d599 (ite (= h11_rhs 2) d600 (ite (= h11_rhs 3) d601 (ite (= h11_rhs 4) d602 (ite (= h11_rhs 5) (- 1) (ite (= h11_rhs 6) 0 1))))))))
;; <- success
(define-fun d621 () Int (ite (= h11_base 0) d595 (ite (= h11_base 1) d596 d597)))
;; <- success
(define-fun d622 () Int (ite (= h11_at 0) (ite (= h11_to 0) (+ d598 d600) (ite (= h11_to 1) (+ d599 d600) (ite (= h11_to 2) (+ d600 d600) (ite (= h11_to 3) (+ d601 d600) (+ d602 d600))))) (ite (= h11_to 0) (+ d601 d598) (ite (= h11_to 1) (+ d601 d599) (ite (= h11_to 2) (+ d601 d600) (ite (= h11_to 3) (+ d601 d601) (+ d601 d602)))))))
;; <- success
(define-fun d623 () Int (ite (= h11_k 9) d622 (ite (= h11_k 5) (+ d601 d600) (ite (= h11_k 0) d620 (ite (= h11_k 3) (+ d620 (ite (= h11_add 0) (- 1) (ite (= h11_add 1) 0 1))) (ite (= d621 1) d610 (ite (= d621 2) d611 (ite (= d621 3) d612 (ite (= d621 4) d613 d614)))))))))
;; <- success
(assert (=> (and (and d619 s11) (or (= h11_k 1) (= h11_k 2))) (and (= h11_fld 0) (or (= d621 1) (= d621 2) (= d621 3) (= d621 4) (= d621 5)))))
;; <- success
(define-fun d624 () Int (ite (and d619 (not s11)) (+ d601 d600) d600))
;; <- success
(define-fun d625 () Int (ite (and (and d619 s11) (not (or (= h11_k 2) (= h11_k 7))) (= h11_lhs 0)) d623 d598))
;; <- success
(define-fun d626 () Int (ite (and (and d619 s11) (not (or (= h11_k 2) (= h11_k 7))) (= h11_lhs 1)) d623 d599))
;; <- success
(define-fun d627 () Int (ite (and (and d619 s11) (not (or (= h11_k 2) (= h11_k 7))) (= h11_lhs 2)) d623 d624))
;; <- success
(define-fun d628 () Int (ite (and (and d619 s11) (not (or (= h11_k 2) (= h11_k 7))) (= h11_lhs 3)) d623 d601))
;; <- success
(define-fun d629 () Int (ite (and (and d619 s11) (not (or (= h11_k 2) (= h11_k 7))) (= h11_lhs 4)) d623 d602))
;; <- success
(define-fun d630 () Bool (and (and d619 s11) (= h11_k 2) (= h11_fld 0)))
;; <- success
(define-fun d631 () Int (ite (and d630 (= d621 1)) d620 d610))
;; <- success
(define-fun d632 () Int (ite (and d630 (= d621 2)) d620 d611))
;; <- success
(define-fun d633 () Int (ite (and d630 (= d621 3)) d620 d612))
;; <- success
(define-fun d634 () Int (ite (and d630 (= d621 4)) d620 d613))
;; <- success
(define-fun d635 () Int (ite (and d630 (= d621 5)) d620 d614))
;; <- success
(define-fun d636 () Int (ite (= i0p_rhs 0) d595 (ite (= i0p_rhs 1) d596 (ite (= i0p_rhs 2) d597 0))))
;; <- success
(define-fun d637 () Int (ite (= i0p_base 0) d595 (ite (= i0p_base 1) d596 d597)))
;; <- success
(define-fun d638 () Bool (and (and t0 (= pos0 2) (= cls0 0)) (not (and (= i0p_nn 1) (= d637 0)))))
;; <- success
(define-fun d639 () Int (ite (= i0p_k 0) d636 (ite (= d637 1) d604 (ite (= d637 2) d605 (ite (= d637 3) d606 (ite (= d637 4) d607 d608))))))
;; <- success
(define-fun d640 () Int (ite (= i0n_rhs 0) d625 (ite (= i0n_rhs 1) d626 (ite (= i0n_rhs 2) d627 (ite (= i0n_rhs 3) d628 (ite (= i0n_rhs 4) d629 (ite (= i0n_rhs 5) (- 1) (ite (= i0n_rhs 6) 0 1))))))))
;; <- success
(define-fun d641 () Int (ite (= i0n_base 0) d595 (ite (= i0n_base 1) d596 d597)))
;; <- success
(define-fun d642 () Bool (and (and t0 (= pos0 2) (= cls0 1)) (not (and (= i0n_nn 1) (= d641 0)))))
;; <- success
(define-fun d643 () Int (ite (= i0n_k 0) d640 (ite (= i0n_k 3) (+ d640 (ite (= i0n_add 0) (- 1) (ite (= i0n_add 1) 0 1))) (ite (= d641 1) d631 (ite (= d641 2) d632 (ite (= d641 3) d633 (ite (= d641 4) d634 d635)))))))
;; <- success
(assert (=> (and d638 (or (= i0p_k 1) (= i0p_k 2))) (and (= i0p_fld 0) (or (= d637 1) (= d637 2) (= d637 3) (= d637 4) (= d637 5)))))
;; <- success
(assert (=> (and d642 (or (= i0n_k 1) (= i0n_k 2))) (and (= i0n_fld 0) (or (= d641 1) (= d641 2) (= d641 3) (= d641 4) (= d641 5)))))
;; <- success
(define-fun d644 () Int (ite (and d638 (not (or (= i0p_k 2) (= i0p_k 7))) (= i0p_lhs 0)) d639 d595))
;; <- success
(define-fun d645 () Int (ite (and d638 (not (or (= i0p_k 2) (= i0p_k 7))) (= i0p_lhs 1)) d639 d596))
;; <- success
(define-fun d646 () Int (ite (and d638 (not (or (= i0p_k 2) (= i0p_k 7))) (= i0p_lhs 2)) d639 d597))
;; <- success
(define-fun d647 () Int (ite (and d642 (not (or (= i0n_k 2) (= i0n_k 7))) (= i0n_lhs 0)) d643 d625))
;; <- success
(define-fun d648 () Int (ite (and d642 (not (or (= i0n_k 2) (= i0n_k 7))) (= i0n_lhs 1)) d643 d626))
;; <- success
(define-fun d649 () Int (ite (and d642 (not (or (= i0n_k 2) (= i0n_k 7))) (= i0n_lhs 2)) d643 d627))
;; <- success
(define-fun d650 () Int (ite (and d642 (not (or (= i0n_k 2) (= i0n_k 7))) (= i0n_lhs 3)) d643 d628))
;; <- success
(define-fun d651 () Int (ite (and d642 (not (or (= i0n_k 2) (= i0n_k 7))) (= i0n_lhs 4)) d643 d629))
;; <- success
(define-fun d652 () Bool (and d638 (= i0p_k 2) (= i0p_fld 0)))
;; <- success
(define-fun d653 () Int (ite (and d652 (= d637 1)) d636 d604))
;; <- success
(define-fun d654 () Int (ite (and d652 (= d637 2)) d636 d605))
;; <- success
(define-fun d655 () Int (ite (and d652 (= d637 3)) d636 d606))
;; <- success
(define-fun d656 () Int (ite (and d652 (= d637 4)) d636 d607))
;; <- success
(define-fun d657 () Int (ite (and d652 (= d637 5)) d636 d608))
;; <- success
(define-fun d658 () Bool (and d642 (= i0n_k 2) (= i0n_fld 0)))
;; <- success
(define-fun d659 () Int (ite (and d658 (= d641 1)) d640 d631))
;; <- success
(define-fun d660 () Int (ite (and d658 (= d641 2)) d640 d632))
;; <- success
(define-fun d661 () Int (ite (and d658 (= d641 3)) d640 d633))
;; <- success
(define-fun d662 () Int (ite (and d658 (= d641 4)) d640 d634))
;; <- success
(define-fun d663 () Int (ite (and d658 (= d641 5)) d640 d635))
;; <- success
(define-fun d664 () Int (+ d651 1))
;; <- success
(assert (= d647 6))
;; <- success
(assert (= d646 5))
;; <- success
(assert (= d644 1))
;; <- success
(assert (= d664 5))
;; <- success
(assert (= d648 10))
;; <- success
(assert (= d649 (- 2)))
;; <- success
(assert (= d645 5))
;; <- success
(assert (= d650 0))
;; <- success
(assert (= d659 10))
;; <- success
(assert (= d653 2))
;; <- success
(assert (= d660 8))
;; <- success
(assert (= d654 3))
;; <- success
(assert (= d661 6))
;; <- success
(assert (= d655 4))
;; <- success
(assert (= d662 4))
;; <- success
(assert (= d656 5))
;; <- success
(assert (= d663 2))
;; <- success
(define-fun d665 () Bool (< d664 d647))
;; <- success
(assert d665)
;; <- success
(assert (=> true true))
;; <- success
(define-fun d666 () Int (ite (= 6 1) d650 d659))
;; <- success
(define-fun d667 () Int (ite (= 6 2) d650 d660))
;; <- success
(define-fun d668 () Int (ite (= 6 3) d650 d661))
;; <- success
(define-fun d669 () Int (ite (= 6 4) d650 d662))
;; <- success
(define-fun d670 () Int (ite (= 6 5) d650 d663))
;; <- success
(define-fun d671 () Bool (= d644 0))
;; <- success
(assert (not d671))
;; <- success
(define-fun d672 () Int (ite (= i0p_rhs 0) d644 (ite (= i0p_rhs 1) d645 (ite (= i0p_rhs 2) 6 0))))
;; <- success
(define-fun d673 () Int (ite (= i0p_base 0) d644 (ite (= i0p_base 1) d645 6)))
;; <- success
(define-fun d674 () Bool (and (and t0 (= pos0 3) (= cls0 0)) (not (and (= i0p_nn 1) (= d673 0)))))
;; <- success
(define-fun d675 () Int (ite (= i0p_k 0) d672 (ite (= d673 1) d653 (ite (= d673 2) d654 (ite (= d673 3) d655 (ite (= d673 4) d656 (ite (= d673 5) d657 (- 1))))))))
;; <- success
(define-fun d676 () Int (ite (= i0n_rhs 0) d647 (ite (= i0n_rhs 1) d648 (ite (= i0n_rhs 2) d649 (ite (= i0n_rhs 3) d650 (ite (= i0n_rhs 4) d664 (ite (= i0n_rhs 5) (- 1) (ite (= i0n_rhs 6) 0 1))))))))
;; <- success
(define-fun d677 () Int (ite (= i0n_base 0) d644 (ite (= i0n_base 1) d645 6)))
;; <- success
(define-fun d678 () Bool (and (and t0 (= pos0 3) (= cls0 1)) (not (and (= i0n_nn 1) (= d677 0)))))
;; <- success
(define-fun d679 () Int (ite (= i0n_k 0) d676 (ite (= i0n_k 3) (+ d676 (ite (= i0n_add 0) (- 1) (ite (= i0n_add 1) 0 1))) (ite (= d677 1) d666 (ite (= d677 2) d667 (ite (= d677 3) d668 (ite (= d677 4) d669 (ite (= d677 5) d670 d650))))))))
;; <- success
(assert (=> (and d674 (or (= i0p_k 1) (= i0p_k 2))) (and (= i0p_fld 0) (or (= d673 1) (= d673 2) (= d673 3) (= d673 4) (= d673 5) (= d673 6)))))
;; <- success
(assert (=> (and d678 (or (= i0n_k 1) (= i0n_k 2))) (and (= i0n_fld 0) (or (= d677 1) (= d677 2) (= d677 3) (= d677 4) (= d677 5) (= d677 6)))))
;; <- success
(define-fun d680 () Int (ite (and d674 (not (or (= i0p_k 2) (= i0p_k 7))) (= i0p_lhs 0)) d675 d644))
;; <- success
(define-fun d681 () Int (ite (and d674 (not (or (= i0p_k 2) (= i0p_k 7))) (= i0p_lhs 1)) d675 d645))
;; <- success
(define-fun d682 () Int (ite (and d674 (not (or (= i0p_k 2) (= i0p_k 7))) (= i0p_lhs 2)) d675 6))
;; <- success
(define-fun d683 () Int (ite (and d678 (not (or (= i0n_k 2) (= i0n_k 7))) (= i0n_lhs 0)) d679 d647))
;; <- success
(define-fun d684 () Int (ite (and d678 (not (or (= i0n_k 2) (= i0n_k 7))) (= i0n_lhs 1)) d679 d648))
;; <- success
(define-fun d685 () Int (ite (and d678 (not (or (= i0n_k 2) (= i0n_k 7))) (= i0n_lhs 2)) d679 d649))
;; <- success
(define-fun d686 () Int (ite (and d678 (not (or (= i0n_k 2) (= i0n_k 7))) (= i0n_lhs 3)) d679 d650))
;; <- success
(define-fun d687 () Int (ite (and d678 (not (or (= i0n_k 2) (= i0n_k 7))) (= i0n_lhs 4)) d679 d664))
;; <- success
(define-fun d688 () Bool (and d674 (= i0p_k 2) (= i0p_fld 0)))
;; <- success
(define-fun d689 () Int (ite (and d688 (= d673 1)) d672 d653))
;; <- success
(define-fun d690 () Int (ite (and d688 (= d673 2)) d672 d654))
;; <- success
(define-fun d691 () Int (ite (and d688 (= d673 3)) d672 d655))
;; <- success
(define-fun d692 () Int (ite (and d688 (= d673 4)) d672 d656))
;; <- success
(define-fun d693 () Int (ite (and d688 (= d673 5)) d672 d657))
;; <- success
(define-fun d694 () Int (ite (and d688 (= d673 6)) d672 (- 1)))
;; <- success
(define-fun d695 () Bool (and d678 (= i0n_k 2) (= i0n_fld 0)))
;; <- success
(define-fun d696 () Int (ite (and d695 (= d677 1)) d676 d666))
;; <- success
(define-fun d697 () Int (ite (and d695 (= d677 2)) d676 d667))
;; <- success
(define-fun d698 () Int (ite (and d695 (= d677 3)) d676 d668))
;; <- success
(define-fun d699 () Int (ite (and d695 (= d677 4)) d676 d669))
;; <- success
(define-fun d700 () Int (ite (and d695 (= d677 5)) d676 d670))
;; <- success
(define-fun d701 () Int (ite (and d695 (= d677 6)) d676 d650))
;; <- success
(define-fun d702 () Int (ite (= g10_x 0) d680 (ite (= g10_x 1) d681 d682)))
;; <- success
(define-fun d703 () Int (ite (= g10_y 0) d680 (ite (= g10_y 1) d681 (ite (= g10_y 2) d682 0))))
;; <- success
(define-fun d704 () Int (ite (= g10_x 0) d683 (ite (= g10_x 1) d684 (ite (= g10_x 2) d685 (ite (= g10_x 3) d686 d687)))))
;; <- success
(define-fun d705 () Int (ite (= g10_y 0) d683 (ite (= g10_y 1) d684 (ite (= g10_y 2) d685 (ite (= g10_y 3) d686 (ite (= g10_y 4) d687 (ite (= g10_y 5) (- 1) (ite (= g10_y 6) 0 1))))))))
;; <- success
(define-fun d706 () Bool (ite r10 (ite g10_del false (and (not d671) (ite g10_ptr (ite (= g10_op 0) (= d702 d703) (distinct d702 d703)) (ite (= g10_op 0) (= d704 d705) (ite (= g10_op 1) (distinct d704 d705) (ite (= g10_op 2) (< d704 d705) (ite (= g10_op 3) (<= d704 d705) (ite (= g10_op 4) (> d704 d705) (>= d704 d705))))))))) (not d671)))
;; <- success
(define-fun d707 () Int (ite (= h10_rhs 0) d680 (ite (= h10_rhs 1) d681 (ite (= h10_rhs 2) d682 0))))
;; <- success
(define-fun d708 () Int (ite (= h10_base 0) d680 (ite (= h10_base 1) d681 d682)))
;; <- success
(define-fun d709 () Int (ite (= h10_k 0) d707 (ite (= d708 1) d689 (ite (= d708 2) d690 (ite (= d708 3) d691 (ite (= d708 4) d692 (ite (= d708 5) d693 d694)))))))
;; <- success
(assert (=> (and d706 (not s10)) (or (= d680 1) (= d680 2) (= d680 3) (= d680 4) (= d680 5) (= d680 6))))
;; <- success
(assert (=> (and (and d706 s10) (or (= h10_k 1) (= h10_k 2) (= h10_k 5))) (and (= h10_fld 0) (or (= d708 1) (= d708 2) (= d708 3) (= d708 4) (= d708 5) (= d708 6)))))
;; <- success
(define-fun d710 () Int (ite (and (and d706 s10) (not (or (= h10_k 2) (= h10_k 7) (= h10_k 5))) (= h10_lhs 0)) d709 d680))
;; <- success
(define-fun d711 () Int (ite (and (and d706 s10) (not (or (= h10_k 2) (= h10_k 7) (= h10_k 5))) (= h10_lhs 1)) d709 d681))
;; <- success
(define-fun d712 () Int (ite (and (and d706 s10) (not (or (= h10_k 2) (= h10_k 7) (= h10_k 5))) (= h10_lhs 2)) d709 d682))
;; <- success
(define-fun d713 () Bool (and d706 (not s10)))
;; <- success
(define-fun d714 () Int (ite (and d713 (= d680 1)) d682 d689))
;; <- success
(define-fun d715 () Int (ite (and d713 (= d680 2)) d682 d690))
;; <- success
(define-fun d716 () Int (ite (and d713 (= d680 3)) d682 d691))
;; <- success
(define-fun d717 () Int (ite (and d713 (= d680 4)) d682 d692))
;; <- success
(define-fun d718 () Int (ite (and d713 (= d680 5)) d682 d693))
;; <- success
(define-fun d719 () Int (ite (and d713 (= d680 6)) d682 d694))
;; <- success
(define-fun d720 () Bool (and (and d706 s10) (= h10_k 2) (= h10_fld 0)))
;; <- success
(define-fun d721 () Int (ite (and d720 (= d708 1)) d707 d714))
;; <- success
(define-fun d722 () Int (ite (and d720 (= d708 2)) d707 d715))
;; <- success
(define-fun d723 () Int (ite (and d720 (= d708 3)) d707 d716))
;; <- success
(define-fun d724 () Int (ite (and d720 (= d708 4)) d707 d717))
;; <- success
(define-fun d725 () Int (ite (and d720 (= d708 5)) d707 d718))
;; <- success
(define-fun d726 () Int (ite (and d720 (= d708 6)) d707 d719))
;; <- success
(define-fun d727 () Int (ite (= i0p_rhs 0) d710 (ite (= i0p_rhs 1) d711 (ite (= i0p_rhs 2) d712 0))))
;; <- success
(define-fun d728 () Int (ite (= i0p_base 0) d710 (ite (= i0p_base 1) d711 d712)))
;; <- success
(define-fun d729 () Bool (and (and t0 (= pos0 4) (= cls0 0)) (not (and (= i0p_nn 1) (= d728 0)))))
;; <- success
(define-fun d730 () Int (ite (= i0p_k 0) d727 (ite (= d728 1) d721 (ite (= d728 2) d722 (ite (= d728 3) d723 (ite (= d728 4) d724 (ite (= d728 5) d725 d726)))))))
;; <- success
(define-fun d731 () Int (ite (= i0n_rhs 0) d683 (ite (= i0n_rhs 1) d684 (ite (= i0n_rhs 2) d685 (ite (= i0n_rhs 3) d686 (ite (= i0n_rhs 4) d687 (ite (= i0n_rhs 5) (- 1) (ite (= i0n_rhs 6) 0 1))))))))
;; <- success
(define-fun d732 () Int (ite (= i0n_base 0) d710 (ite (= i0n_base 1) d711 d712)))
;; <- success
(define-fun d733 () Bool (and (and t0 (= pos0 4) (= cls0 1)) (not (and (= i0n_nn 1) (= d732 0)))))
;; <- success
(define-fun d734 () Int (ite (= i0n_k 0) d731 (ite (= i0n_k 3) (+ d731 (ite (= i0n_add 0) (- 1) (ite (= i0n_add 1) 0 1))) (ite (= d732 1) d696 (ite (= d732 2) d697 (ite (= d732 3) d698 (ite (= d732 4) d699 (ite (= d732 5) d700 d701))))))))
;; <- success
(assert (=> (and d729 (or (= i0p_k 1) (= i0p_k 2))) (and (= i0p_fld 0) (or (= d728 1) (= d728 2) (= d728 3) (= d728 4) (= d728 5) (= d728 6)))))
;; <- success
(assert (=> (and d733 (or (= i0n_k 1) (= i0n_k 2))) (and (= i0n_fld 0) (or (= d732 1) (= d732 2) (= d732 3) (= d732 4) (= d732 5) (= d732 6)))))
;; <- success
(define-fun d735 () Int (ite (and d729 (not (or (= i0p_k 2) (= i0p_k 7))) (= i0p_lhs 0)) d730 d710))
;; <- success
(define-fun d736 () Int (ite (and d729 (not (or (= i0p_k 2) (= i0p_k 7))) (= i0p_lhs 1)) d730 d711))
;; <- success
(define-fun d737 () Int (ite (and d729 (not (or (= i0p_k 2) (= i0p_k 7))) (= i0p_lhs 2)) d730 d712))
;; <- success
(define-fun d738 () Int (ite (and d733 (not (or (= i0n_k 2) (= i0n_k 7))) (= i0n_lhs 0)) d734 d683))
;; <- success
(define-fun d739 () Int (ite (and d733 (not (or (= i0n_k 2) (= i0n_k 7))) (= i0n_lhs 1)) d734 d684))
;; <- success
(define-fun d740 () Int (ite (and d733 (not (or (= i0n_k 2) (= i0n_k 7))) (= i0n_lhs 2)) d734 d685))
;; <- success
(define-fun d741 () Int (ite (and d733 (not (or (= i0n_k 2) (= i0n_k 7))) (= i0n_lhs 3)) d734 d686))
;; <- success
(define-fun d742 () Int (ite (and d733 (not (or (= i0n_k 2) (= i0n_k 7))) (= i0n_lhs 4)) d734 d687))
;; <- success
(define-fun d743 () Bool (and d729 (= i0p_k 2) (= i0p_fld 0)))
;; <- success
(define-fun d744 () Int (ite (and d743 (= d728 1)) d727 d721))
;; <- success
(define-fun d745 () Int (ite (and d743 (= d728 2)) d727 d722))
;; <- success
(define-fun d746 () Int (ite (and d743 (= d728 3)) d727 d723))
;; <- success
(define-fun d747 () Int (ite (and d743 (= d728 4)) d727 d724))
;; <- success
(define-fun d748 () Int (ite (and d743 (= d728 5)) d727 d725))
;; <- success
(define-fun d749 () Int (ite (and d743 (= d728 6)) d727 d726))
;; <- success
(define-fun d750 () Bool (and d733 (= i0n_k 2) (= i0n_fld 0)))
;; <- success
(define-fun d751 () Int (ite (and d750 (= d732 1)) d731 d696))
;; <- success
(define-fun d752 () Int (ite (and d750 (= d732 2)) d731 d697))
;; <- success
(define-fun d753 () Int (ite (and d750 (= d732 3)) d731 d698))
;; <- success
(define-fun d754 () Int (ite (and d750 (= d732 4)) d731 d699))
;; <- success
(define-fun d755 () Int (ite (and d750 (= d732 5)) d731 d700))
;; <- success
(define-fun d756 () Int (ite (and d750 (= d732 6)) d731 d701))
;; <- success
(define-fun d757 () Int (ite (= i0p_rhs 0) d735 (ite (= i0p_rhs 1) d736 (ite (= i0p_rhs 2) d737 0))))
;; <- success
(define-fun d758 () Int (ite (= i0p_base 0) d735 (ite (= i0p_base 1) d736 d737)))
;; <- success
(define-fun d759 () Bool (and (and t0 (= pos0 1) (= cls0 0)) (not (and (= i0p_nn 1) (= d758 0)))))
;; <- success
(define-fun d760 () Int (ite (= i0p_k 0) d757 (ite (= d758 1) d744 (ite (= d758 2) d745 (ite (= d758 3) d746 (ite (= d758 4) d747 (ite (= d758 5) d748 d749)))))))
;; <- success
(define-fun d761 () Int (ite (= i0n_rhs 0) d738 (ite (= i0n_rhs 1) d739 (ite (= i0n_rhs 2) d740 (ite (= i0n_rhs 3) d741 (ite (= i0n_rhs 4) d742 (ite (= i0n_rhs 5) (- 1) (ite (= i0n_rhs 6) 0 1))))))))
;; <- success
(define-fun d762 () Int (ite (= i0n_base 0) d735 (ite (= i0n_base 1) d736 d737)))
;; <- success
(define-fun d763 () Bool (and (and t0 (= pos0 1) (= cls0 1)) (not (and (= i0n_nn 1) (= d762 0)))))
;; <- success
(define-fun d764 () Int (ite (= i0n_k 0) d761 (ite (= i0n_k 3) (+ d761 (ite (= i0n_add 0) (- 1) (ite (= i0n_add 1) 0 1))) (ite (= d762 1) d751 (ite (= d762 2) d752 (ite (= d762 3) d753 (ite (= d762 4) d754 (ite (= d762 5) d755 d756))))))))
;; <- success
(assert (=> (and d759 (or (= i0p_k 1) (= i0p_k 2))) (and (= i0p_fld 0) (or (= d758 1) (= d758 2) (= d758 3) (= d758 4) (= d758 5) (= d758 6)))))
;; <- success
(assert (=> (and d763 (or (= i0n_k 1) (= i0n_k 2))) (and (= i0n_fld 0) (or (= d762 1) (= d762 2) (= d762 3) (= d762 4) (= d762 5) (= d762 6)))))
;; <- success
(define-fun d765 () Int (ite (and d759 (not (or (= i0p_k 2) (= i0p_k 7))) (= i0p_lhs 0)) d760 d735))
;; <- success
(define-fun d766 () Int (ite (and d759 (not (or (= i0p_k 2) (= i0p_k 7))) (= i0p_lhs 1)) d760 d736))
;; <- success
(define-fun d767 () Int (ite (and d759 (not (or (= i0p_k 2) (= i0p_k 7))) (= i0p_lhs 2)) d760 d737))
;; <- success
(define-fun d768 () Int (ite (and d763 (not (or (= i0n_k 2) (= i0n_k 7))) (= i0n_lhs 0)) d764 d738))
;; <- success
(define-fun d769 () Int (ite (and d763 (not (or (= i0n_k 2) (= i0n_k 7))) (= i0n_lhs 1)) d764 d739))
;; <- success
(define-fun d770 () Int (ite (and d763 (not (or (= i0n_k 2) (= i0n_k 7))) (= i0n_lhs 2)) d764 d740))
;; <- success
(define-fun d771 () Int (ite (and d763 (not (or (= i0n_k 2) (= i0n_k 7))) (= i0n_lhs 3)) d764 d741))
;; <- success
(define-fun d772 () Int (ite (and d763 (not (or (= i0n_k 2) (= i0n_k 7))) (= i0n_lhs 4)) d764 d742))
;; <- success
(define-fun d773 () Bool (and d759 (= i0p_k 2) (= i0p_fld 0)))
;; <- success
(define-fun d774 () Int (ite (and d773 (= d758 1)) d757 d744))
;; <- success
(define-fun d775 () Int (ite (and d773 (= d758 2)) d757 d745))
;; <- success
(define-fun d776 () Int (ite (and d773 (= d758 3)) d757 d746))
;; <- success
(define-fun d777 () Int (ite (and d773 (= d758 4)) d757 d747))
;; <- success
(define-fun d778 () Int (ite (and d773 (= d758 5)) d757 d748))
;; <- success
(define-fun d779 () Int (ite (and d773 (= d758 6)) d757 d749))
;; <- success
(define-fun d780 () Bool (and d763 (= i0n_k 2) (= i0n_fld 0)))
;; <- success
(define-fun d781 () Int (ite (and d780 (= d762 1)) d761 d751))
;; <- success
(define-fun d782 () Int (ite (and d780 (= d762 2)) d761 d752))
;; <- success
(define-fun d783 () Int (ite (and d780 (= d762 3)) d761 d753))
;; <- success
(define-fun d784 () Int (ite (and d780 (= d762 4)) d761 d754))
;; <- success
(define-fun d785 () Int (ite (and d780 (= d762 5)) d761 d755))
;; <- success
(define-fun d786 () Int (ite (and d780 (= d762 6)) d761 d756))
;; <- success
(define-fun d787 () Int (ite (= g11_x 0) d765 (ite (= g11_x 1) d766 d767)))
;; <- success
(define-fun d788 () Int (ite (= g11_y 0) d765 (ite (= g11_y 1) d766 (ite (= g11_y 2) d767 0))))
;; <- success
(define-fun d789 () Int (ite (= g11_x 0) d768 (ite (= g11_x 1) d769 (ite (= g11_x 2) d770 (ite (= g11_x 3) d771 d772)))))
;; <- success
(define-fun d790 () Int (ite (= g11_y 0) d768 (ite (= g11_y 1) d769 (ite (= g11_y 2) d770 (ite (= g11_y 3) d771 (ite (= g11_y 4) d772 (ite (= g11_y 5) (- 1) (ite (= g11_y 6) 0 1))))))))
;; <- success
(define-fun d791 () Bool (ite r11 (ite g11_del false (ite g11_ptr (ite (= g11_op 0) (= d787 d788) (distinct d787 d788)) (ite (= g11_op 0) (= d789 d790) (ite (= g11_op 1) (distinct d789 d790) (ite (= g11_op 2) (< d789 d790) (ite (= g11_op 3) (<= d789 d790) (ite (= g11_op 4) (> d789 d790) (>= d789 d790)))))))) true))
;; <- success
(define-fun d792 () Int (ite (= h11_rhs 0) d768 (ite (= h11_rhs 1) d769 (ite (= h11_rhs 2) d770 (ite (= h11_rhs 3) d771 (ite (= h11_rhs 4) d772 (ite (= h11_rhs 5) (- 1) (ite (= h11_rhs 6) 0 1))))))))
;; <- success
(define-fun d793 () Int (ite (= h11_base 0) d765 (ite (= h11_base 1) d766 d767)))
;; <- success
(define-fun d794 () Int (ite (= h11_at 0) (ite (= h11_to 0) (+ d768 d770) (ite (= h11_to 1) (+ d769 d770) (ite (= h11_to 2) (+ d770 d770) (ite (= h11_to 3) (+ d771 d770) (+ d772 d770))))) (ite (= h11_to 0) (+ d771 d768) (ite (= h11_to 1) (+ d771 d769) (ite (= h11_to 2) (+ d771 d770) (ite (= h11_to 3) (+ d771 d771) (+ d771 d772)))))))
;; <- success
(define-fun d795 () Int (ite (= h11_k 9) d794 (ite (= h11_k 5) (+ d771 d770) (ite (= h11_k 0) d792 (ite (= h11_k 3) (+ d792 (ite (= h11_add 0) (- 1) (ite (= h11_add 1) 0 1))) (ite (= d793 1) d781 (ite (= d793 2) d782 (ite (= d793 3) d783 (ite (= d793 4) d784 (ite (= d793 5) d785 d786))))))))))
;; <- success
(assert (=> (and (and d791 s11) (or (= h11_k 1) (= h11_k 2))) (and (= h11_fld 0) (or (= d793 1) (= d793 2) (= d793 3) (= d793 4) (= d793 5) (= d793 6)))))
;; <- success
(define-fun d796 () Int (ite (and d791 (not s11)) (+ d771 d770) d770))
;; <- success
(define-fun d797 () Int (ite (and (and d791 s11) (not (or (= h11_k 2) (= h11_k 7))) (= h11_lhs 0)) d795 d768))
;; <- success
(define-fun d798 () Int (ite (and (and d791 s11) (not (or (= h11_k 2) (= h11_k 7))) (= h11_lhs 1)) d795 d769))
;; <- success
(define-fun d799 () Int (ite (and (and d791 s11) (not (or (= h11_k 2) (= h11_k 7))) (= h11_lhs 2)) d795 d796))
;; <- success
(define-fun d800 () Int (ite (and (and d791 s11) (not (or (= h11_k 2) (= h11_k 7))) (= h11_lhs 3)) d795 d771))
;; <- success
(define-fun d801 () Int (ite (and (and d791 s11) (not (or (= h11_k 2) (= h11_k 7))) (= h11_lhs 4)) d795 d772))
;; <- success
(define-fun d802 () Bool (and (and d791 s11) (= h11_k 2) (= h11_fld 0)))
;; <- success
(define-fun d803 () Int (ite (and d802 (= d793 1)) d792 d781))
;; <- success
(define-fun d804 () Int (ite (and d802 (= d793 2)) d792 d782))
;; <- success
(define-fun d805 () Int (ite (and d802 (= d793 3)) d792 d783))
;; <- success
(define-fun d806 () Int (ite (and d802 (= d793 4)) d792 d784))
;; <- success
(define-fun d807 () Int (ite (and d802 (= d793 5)) d792 d785))
;; <- success
(define-fun d808 () Int (ite (and d802 (= d793 6)) d792 d786))
;; <- success
(define-fun d809 () Int (ite (= i0p_rhs 0) d765 (ite (= i0p_rhs 1) d766 (ite (= i0p_rhs 2) d767 0))))
;; <- success
(define-fun d810 () Int (ite (= i0p_base 0) d765 (ite (= i0p_base 1) d766 d767)))
;; <- success
(define-fun d811 () Bool (and (and t0 (= pos0 2) (= cls0 0)) (not (and (= i0p_nn 1) (= d810 0)))))
;; <- success
(define-fun d812 () Int (ite (= i0p_k 0) d809 (ite (= d810 1) d774 (ite (= d810 2) d775 (ite (= d810 3) d776 (ite (= d810 4) d777 (ite (= d810 5) d778 d779)))))))
;; <- success
(define-fun d813 () Int (ite (= i0n_rhs 0) d797 (ite (= i0n_rhs 1) d798 (ite (= i0n_rhs 2) d799 (ite (= i0n_rhs 3) d800 (ite (= i0n_rhs 4) d801 (ite (= i0n_rhs 5) (- 1) (ite (= i0n_rhs 6) 0 1))))))))
;; <- success
(define-fun d814 () Int (ite (= i0n_base 0) d765 (ite (= i0n_base 1) d766 d767)))
;; <- success
(define-fun d815 () Bool (and (and t0 (= pos0 2) (= cls0 1)) (not (and (= i0n_nn 1) (= d814 0)))))
;; <- success
(define-fun d816 () Int (ite (= i0n_k 0) d813 (ite (= i0n_k 3) (+ d813 (ite (= i0n_add 0) (- 1) (ite (= i0n_add 1) 0 1))) (ite (= d814 1) d803 (ite (= d814 2) d804 (ite (= d814 3) d805 (ite (= d814 4) d806 (ite (= d814 5) d807 d808))))))))
;; <- success
(assert (=> (and d811 (or (= i0p_k 1) (= i0p_k 2))) (and (= i0p_fld 0) (or (= d810 1) (= d810 2) (= d810 3) (= d810 4) (= d810 5) (= d810 6)))))
;; <- success
(assert (=> (and d815 (or (= i0n_k 1) (= i0n_k 2))) (and (= i0n_fld 0) (or (= d814 1) (= d814 2) (= d814 3) (= d814 4) (= d814 5) (= d814 6)))))
;; <- success
(define-fun d817 () Int (ite (and d811 (not (or (= i0p_k 2) (= i0p_k 7))) (= i0p_lhs 0)) d812 d765))
;; <- success
(define-fun d818 () Int (ite (and d811 (not (or (= i0p_k 2) (= i0p_k 7))) (= i0p_lhs 1)) d812 d766))
;; <- success
(define-fun d819 () Int (ite (and d811 (not (or (= i0p_k 2) (= i0p_k 7))) (= i0p_lhs 2)) d812 d767))
;; <- success
(define-fun d820 () Int (ite (and d815 (not (or (= i0n_k 2) (= i0n_k 7))) (= i0n_lhs 0)) d816 d797))
;; <- success
(define-fun d821 () Int (ite (and d815 (not (or (= i0n_k 2) (= i0n_k 7))) (= i0n_lhs 1)) d816 d798))
;; <- success
(define-fun d822 () Int (ite (and d815 (not (or (= i0n_k 2) (= i0n_k 7))) (= i0n_lhs 2)) d816 d799))
;; <- success
(define-fun d823 () Int (ite (and d815 (not (or (= i0n_k 2) (= i0n_k 7))) (= i0n_lhs 3)) d816 d800))
;; <- success
(define-fun d824 () Int (ite (and d815 (not (or (= i0n_k 2) (= i0n_k 7))) (= i0n_lhs 4)) d816 d801))
;; <- success
(define-fun d825 () Bool (and d811 (= i0p_k 2) (= i0p_fld 0)))
;; <- success
(define-fun d826 () Int (ite (and d825 (= d810 1)) d809 d774))
;; <- success
(define-fun d827 () Int (ite (and d825 (= d810 2)) d809 d775))
;; <- success
(define-fun d828 () Int (ite (and d825 (= d810 3)) d809 d776))
;; <- success
(define-fun d829 () Int (ite (and d825 (= d810 4)) d809 d777))
;; <- success
(define-fun d830 () Int (ite (and d825 (= d810 5)) d809 d778))
;; <- success
(define-fun d831 () Int (ite (and d825 (= d810 6)) d809 d779))
;; <- success
(define-fun d832 () Bool (and d815 (= i0n_k 2) (= i0n_fld 0)))
;; <- success
(define-fun d833 () Int (ite (and d832 (= d814 1)) d813 d803))
;; <- success
(define-fun d834 () Int (ite (and d832 (= d814 2)) d813 d804))
;; <- success
(define-fun d835 () Int (ite (and d832 (= d814 3)) d813 d805))
;; <- success
(define-fun d836 () Int (ite (and d832 (= d814 4)) d813 d806))
;; <- success
(define-fun d837 () Int (ite (and d832 (= d814 5)) d813 d807))
;; <- success
(define-fun d838 () Int (ite (and d832 (= d814 6)) d813 d808))
;; <- success
(define-fun d839 () Int (+ d824 1))
;; <- success
(assert (= d820 6))
;; <- success
(assert (= d819 6))
;; <- success
(assert (= d817 1))
;; <- success
(assert (= d839 6))
;; <- success
(assert (= d821 10))
;; <- success
(assert (= d822 (- 2)))
;; <- success
(assert (= d818 6))
;; <- success
(assert (= d823 (- 2)))
;; <- success
(assert (= d833 10))
;; <- success
(assert (= d826 2))
;; <- success
(assert (= d834 8))
;; <- success
(assert (= d827 3))
;; <- success
(assert (= d835 6))
;; <- success
(assert (= d828 4))
;; <- success
(assert (= d836 4))
;; <- success
(assert (= d829 5))
;; <- success
(assert (= d837 2))
;; <- success
(assert (= d830 6))
;; <- success
(assert (= d838 0))
;; <- success
(define-fun d840 () Bool (< d839 d820))
;; <- success
(assert (not d840))
;; <- success
(define-fun d841 () Bool (not (= d818 0)))
;; <- success
(assert d841)
;; <- success
(assert (=> d841 (or (= d818 1) (= d818 2) (= d818 3) (= d818 4) (= d818 5) (= d818 6))))
;; <- success
(define-fun d842 () Int (ite (and d841 (= d818 1)) d817 d826))
;; <- success
(define-fun d843 () Int (ite (and d841 (= d818 2)) d817 d827))
;; <- success
(define-fun d844 () Int (ite (and d841 (= d818 3)) d817 d828))
;; <- success
(define-fun d845 () Int (ite (and d841 (= d818 4)) d817 d829))
;; <- success
(define-fun d846 () Int (ite (and d841 (= d818 5)) d817 d830))
;; <- success
(define-fun d847 () Int (ite (and d841 (= d818 6)) d817 d831))
;; <- success
(assert (= d820 6))
;; <- success
(assert (= d819 6))
;; <- success
(assert (= d817 1))
;; <- success
(assert (= d839 6))
;; <- success
(assert (= d817 1))
;; <- success
(assert (= d821 10))
;; <- success
(assert (= d822 (- 2)))
;; <- success
(assert (= d818 6))
;; <- success
(assert (= d823 (- 2)))
;; <- success
(assert (= d833 10))
;; <- success
(assert (= d842 2))
;; <- success
(assert (= d834 8))
;; <- success
(assert (= d843 3))
;; <- success
(assert (= d835 6))
;; <- success
(assert (= d844 4))
;; <- success
(assert (= d836 4))
;; <- success
(assert (= d845 5))
;; <- success
(assert (= d837 2))
;; <- success
(assert (= d846 6))
;; <- success
(assert (= d838 0))
;; <- success
(assert (= d847 1))
;; <- success
(declare-const u848 Bool)
;; <- success
(declare-const u849 Bool)
;; <- success
(declare-const u850 Bool)
;; <- success
(declare-const u851 Int)
;; <- success
(assert true)
;; <- success
(assert true)
;; <- success
(assert true)
;; <- success
(assert true)
;; <- success
(assert true)
;; <- success
(assert true)
;; <- success
(assert true)
;; <- success
(assert true)
;; <- success
(define-fun d852 () Bool (< 0 2))
;; <- success
(assert d852)
;; <- success
(assert (=> true true))
;; <- success
(define-fun d853 () Bool (= 0 0))
;; <- success
(assert d853)
;; <- success
(define-fun d854 () Int (ite d853 1 0))
;; <- success
(define-fun d855 () Int (ite (= i0p_rhs 0) d854 (ite (= i0p_rhs 1) 0 (ite (= i0p_rhs 2) 1 0))))
;; <- success
(define-fun d856 () Int (ite (= i0p_base 0) d854 (ite (= i0p_base 1) 0 1)))
;; <- success
(define-fun d857 () Bool (and (and t0 (= pos0 0) (= cls0 0)) (not (and (= i0p_nn 1) (= d856 0)))))
;; <- success
(define-fun d858 () Int (ite (= i0p_k 0) d855 (- 1)))
;; <- success
(define-fun d859 () Int (ite (= i0n_rhs 0) 2 (ite (= i0n_rhs 1) 0 (ite (= i0n_rhs 2) 7 (ite (= i0n_rhs 3) 0 (ite (= i0n_rhs 4) 0 (ite (= i0n_rhs 5) (- 1) (ite (= i0n_rhs 6) 0 1))))))))
;; <- success
(define-fun d860 () Int (ite (= i0n_base 0) d854 (ite (= i0n_base 1) 0 1)))
;; <- success
(define-fun d861 () Bool (and (and t0 (= pos0 0) (= cls0 1)) (not (and (= i0n_nn 1) (= d860 0)))))
;; <- success
(define-fun d862 () Int (ite (= i0n_k 0) d859 (ite (= i0n_k 3) (+ d859 (ite (= i0n_add 0) (- 1) (ite (= i0n_add 1) 0 1))) 0)))
;; <- success
(assert (=> (and d857 (or (= i0p_k 1) (= i0p_k 2))) (and (= i0p_fld 0) (= d856 1))))
;; <- success
(assert (=> (and d861 (or (= i0n_k 1) (= i0n_k 2))) (and (= i0n_fld 0) (= d860 1))))
;; <- success
(define-fun d863 () Int (ite (and d857 (not (or (= i0p_k 2) (= i0p_k 7))) (= i0p_lhs 0)) d858 d854))
;; <- success
(define-fun d864 () Int (ite (and d857 (not (or (= i0p_k 2) (= i0p_k 7))) (= i0p_lhs 1)) d858 0))
;; <- success
(define-fun d865 () Int (ite (and d857 (not (or (= i0p_k 2) (= i0p_k 7))) (= i0p_lhs 2)) d858 1))
;; <- success
(define-fun d866 () Int (ite (and d861 (not (or (= i0n_k 2) (= i0n_k 7))) (= i0n_lhs 0)) d862 2))
;; <- success
(define-fun d867 () Int (ite (and d861 (not (or (= i0n_k 2) (= i0n_k 7))) (= i0n_lhs 1)) d862 0))
;; <- success
(define-fun d868 () Int (ite (and d861 (not (or (= i0n_k 2) (= i0n_k 7))) (= i0n_lhs 2)) d862 7))
;; <- success
(define-fun d869 () Int (ite (and d861 (not (or (= i0n_k 2) (= i0n_k 7))) (= i0n_lhs 3)) d862 0))
;; <- success
(define-fun d870 () Int (ite (and d861 (not (or (= i0n_k 2) (= i0n_k 7))) (= i0n_lhs 4)) d862 0))
;; <- success
(define-fun d871 () Int (ite (and (and d857 (= i0p_k 2) (= i0p_fld 0)) (= d856 1)) d855 (- 1)))
;; <- success
(define-fun d872 () Int (ite (and (and d861 (= i0n_k 2) (= i0n_fld 0)) (= d860 1)) d859 0))
;; <- success
(define-fun d873 () Int (ite (= i0p_rhs 0) d863 (ite (= i0p_rhs 1) d864 (ite (= i0p_rhs 2) d865 0))))
;; <- success
(define-fun d874 () Int (ite (= i0p_base 0) d863 (ite (= i0p_base 1) d864 d865)))
;; <- success
(define-fun d875 () Bool (and (and t0 (= pos0 1) (= cls0 0)) (not (and (= i0p_nn 1) (= d874 0)))))
;; <- success
(define-fun d876 () Int (ite (= i0p_k 0) d873 d871))
;; <- success
(define-fun d877 () Int (ite (= i0n_rhs 0) d866 (ite (= i0n_rhs 1) d867 (ite (= i0n_rhs 2) d868 (ite (= i0n_rhs 3) d869 (ite (= i0n_rhs 4) d870 (ite (= i0n_rhs 5) (- 1) (ite (= i0n_rhs 6) 0 1))))))))
;; <- success
(define-fun d878 () Int (ite (= i0n_base 0) d863 (ite (= i0n_base 1) d864 d865)))
;; <- success
(define-fun d879 () Bool (and (and t0 (= pos0 1) (= cls0 1)) (not (and (= i0n_nn 1) (= d878 0)))))
;; <- success
(define-fun d880 () Int (ite (= i0n_k 0) d877 (ite (= i0n_k 3) (+ d877 (ite (= i0n_add 0) (- 1) (ite (= i0n_add 1) 0 1))) d872)))
;; <- success
(assert (=> (and d875 (or (= i0p_k 1) (= i0p_k 2))) (and (= i0p_fld 0) (= d874 1))))
;; <- success
(assert (=> (and d879 (or (= i0n_k 1) (= i0n_k 2))) (and (= i0n_fld 0) (= d878 1))))
;; <- success
(define-fun d881 () Int (ite (and d875 (not (or (= i0p_k 2) (= i0p_k 7))) (= i0p_lhs 0)) d876 d863))
;; <- success
(define-fun d882 () Int (ite (and d875 (not (or (= i0p_k 2) (= i0p_k 7))) (= i0p_lhs 1)) d876 d864))
;; <- success
(define-fun d883 () Int (ite (and d875 (not (or (= i0p_k 2) (= i0p_k 7))) (= i0p_lhs 2)) d876 d865))
;; <- success
(define-fun d884 () Int (ite (and d879 (not (or (= i0n_k 2) (= i0n_k 7))) (= i0n_lhs 0)) d880 d866))
;; <- success
(define-fun d885 () Int (ite (and d879 (not (or (= i0n_k 2) (= i0n_k 7))) (= i0n_lhs 1)) d880 d867))
;; <- success
(define-fun d886 () Int (ite (and d879 (not (or (= i0n_k 2) (= i0n_k 7))) (= i0n_lhs 2)) d880 d868))
;; <- success
(define-fun d887 () Int (ite (and d879 (not (or (= i0n_k 2) (= i0n_k 7))) (= i0n_lhs 3)) d880 d869))
;; <- success
(define-fun d888 () Int (ite (and d879 (not (or (= i0n_k 2) (= i0n_k 7))) (= i0n_lhs 4)) d880 d870))
;; <- success
(define-fun d889 () Int (ite (and (and d875 (= i0p_k 2) (= i0p_fld 0)) (= d874 1)) d873 d871))
;; <- success
(define-fun d890 () Int (ite (and (and d879 (= i0n_k 2) (= i0n_fld 0)) (= d878 1)) d877 d872))
;; <- success
(define-fun d891 () Int (ite (= g11_x 0) d881 (ite (= g11_x 1) d882 d883)))
;; <- success
(define-fun d892 () Int (ite (= g11_y 0) d881 (ite (= g11_y 1) d882 (ite (= g11_y 2) d883 0))))
;; <- success
(define-fun d893 () Int (ite (= g11_x 0) d884 (ite (= g11_x 1) d885 (ite (= g11_x 2) d886 (ite (= g11_x 3) d887 d888)))))
;; <- success
(define-fun d894 () Int (ite (= g11_y 0) d884 (ite (= g11_y 1) d885 (ite (= g11_y 2) d886 (ite (= g11_y 3) d887 (ite (= g11_y 4) d888 (ite (= g11_y 5) (- 1) (ite (= g11_y 6) 0 1))))))))
;; <- success
(define-fun d895 () Bool (ite r11 (ite g11_del false (ite g11_ptr (ite (= g11_op 0) (= d891 d892) (distinct d891 d892)) (ite (= g11_op 0) (= d893 d894) (ite (= g11_op 1) (distinct d893 d894) (ite (= g11_op 2) (< d893 d894) (ite (= g11_op 3) (<= d893 d894) (ite (= g11_op 4) (> d893 d894) (>= d893 d894)))))))) true))
;; <- success
(define-fun d896 () Int (ite (= h11_rhs 0) d884 (ite (= h11_rhs 1) d885 (ite (= h11_rhs 2) d886 (ite (= h11_rhs 3) d887 (ite (= h11_rhs 4) d888 (ite (= h11_rhs 5) (- 1) (ite (= h11_rhs 6) 0 1))))))))
;; <- success
(define-fun d897 () Int (ite (= h11_base 0) d881 (ite (= h11_base 1) d882 d883)))
;; <- success
(define-fun d898 () Int (ite (= h11_at 0) (ite (= h11_to 0) (+ d884 d886) (ite (= h11_to 1) (+ d885 d886) (ite (= h11_to 2) (+ d886 d886) (ite (= h11_to 3) (+ d887 d886) (+ d888 d886))))) (ite (= h11_to 0) (+ d887 d884) (ite (= h11_to 1) (+ d887 d885) (ite (= h11_to 2) (+ d887 d886) (ite (= h11_to 3) (+ d887 d887) (+ d887 d888)))))))
;; <- success
(define-fun d899 () Int (ite (= h11_k 9) d898 (ite (= h11_k 5) (+ d887 d886) (ite (= h11_k 0) d896 (ite (= h11_k 3) (+ d896 (ite (= h11_add 0) (- 1) (ite (= h11_add 1) 0 1))) d890)))))
;; <- success
(assert (=> (and (and d895 s11) (or (= h11_k 1) (= h11_k 2))) (and (= h11_fld 0) (= d897 1))))
;; <- success
(define-fun d900 () Int (ite (and d895 (not s11)) (+ d887 d886) d886))
;; <- success
(define-fun d901 () Int (ite (and (and d895 s11) (not (or (= h11_k 2) (= h11_k 7))) (= h11_lhs 0)) d899 d884))
;; <- success
(define-fun d902 () Int (ite (and (and d895 s11) (not (or (= h11_k 2) (= h11_k 7))) (= h11_lhs 1)) d899 d885))
;; <- success
(define-fun d903 () Int (ite (and (and d895 s11) (not (or (= h11_k 2) (= h11_k 7))) (= h11_lhs 2)) d899 d900))
;; <- success
(define-fun d904 () Int (ite (and (and d895 s11) (not (or (= h11_k 2) (= h11_k 7))) (= h11_lhs 3)) d899 d887))
;; <- success
(define-fun d905 () Int (ite (and (and d895 s11) (not (or (= h11_k 2) (= h11_k 7))) (= h11_lhs 4)) d899 d888))
;; <- success
(define-fun d906 () Int (ite (and (and (and d895 s11) (= h11_k 2) (= h11_fld 0)) (= d897 1)) d896 d890))
;; <- success
(define-fun d907 () Int (ite (= i0p_rhs 0) d881 (ite (= i0p_rhs 1) d882 (ite (= i0p_rhs 2) d883 0))))
;; <- success
(define-fun d908 () Int (ite (= i0p_base 0) d881 (ite (= i0p_base 1) d882 d883)))
;; <- success
(define-fun d909 () Bool (and (and t0 (= pos0 2) (= cls0 0)) (not (and (= i0p_nn 1) (= d908 0)))))
;; <- success
(define-fun d910 () Int (ite (= i0p_k 0) d907 d889))
;; <- success
(define-fun d911 () Int (ite (= i0n_rhs 0) d901 (ite (= i0n_rhs 1) d902 (ite (= i0n_rhs 2) d903 (ite (= i0n_rhs 3) d904 (ite (= i0n_rhs 4) d905 (ite (= i0n_rhs 5) (- 1) (ite (= i0n_rhs 6) 0 1))))))))
;; <- success
(define-fun d912 () Int (ite (= i0n_base 0) d881 (ite (= i0n_base 1) d882 d883)))
;; <- success
(define-fun d913 () Bool (and (and t0 (= pos0 2) (= cls0 1)) (not (and (= i0n_nn 1) (= d912 0)))))
;; <- success
(define-fun d914 () Int (ite (= i0n_k 0) d911 (ite (= i0n_k 3) (+ d911 (ite (= i0n_add 0) (- 1) (ite (= i0n_add 1) 0 1))) d906)))
;; <- success
(assert (=> (and d909 (or (= i0p_k 1) (= i0p_k 2))) (and (= i0p_fld 0) (= d908 1))))
;; <- success
(assert (=> (and d913 (or (= i0n_k 1) (= i0n_k 2))) (and (= i0n_fld 0) (= d912 1))))
;; <- success
(define-fun d915 () Int (ite (and d909 (not (or (= i0p_k 2) (= i0p_k 7))) (= i0p_lhs 0)) d910 d881))
;; <- success
(define-fun d916 () Int (ite (and d909 (not (or (= i0p_k 2) (= i0p_k 7))) (= i0p_lhs 1)) d910 d882))
;; <- success
(define-fun d917 () Int (ite (and d909 (not (or (= i0p_k 2) (= i0p_k 7))) (= i0p_lhs 2)) d910 d883))
;; <- success
(define-fun d918 () Int (ite (and d913 (not (or (= i0n_k 2) (= i0n_k 7))) (= i0n_lhs 0)) d914 d901))
;; <- success
(define-fun d919 () Int (ite (and d913 (not (or (= i0n_k 2) (= i0n_k 7))) (= i0n_lhs 1)) d914 d902))
;; <- success
(define-fun d920 () Int (ite (and d913 (not (or (= i0n_k 2) (= i0n_k 7))) (= i0n_lhs 2)) d914 d903))
;; <- success
(define-fun d921 () Int (ite (and d913 (not (or (= i0n_k 2) (= i0n_k 7))) (= i0n_lhs 3)) d914 d904))
;; <- success
(define-fun d922 () Int (ite (and d913 (not (or (= i0n_k 2) (= i0n_k 7))) (= i0n_lhs 4)) d914 d905))
;; <- success
(define-fun d923 () Int (ite (and (and d909 (= i0p_k 2) (= i0p_fld 0)) (= d908 1)) d907 d889))
;; <- success
(define-fun d924 () Int (ite (and (and d913 (= i0n_k 2) (= i0n_fld 0)) (= d912 1)) d911 d906))
;; <- success
(define-fun d925 () Int (+ d922 1))
;; <- success
(assert (= d918 2))
;; <- success
(assert (= d917 1))
;; <- success
(assert (= d915 1))
;; <- success
(assert (= d925 1))
;; <- success
(assert (= d919 0))
;; <- success
(assert (= d920 7))
;; <- success
(assert (= d916 1))
;; <- success
(assert (= d921 7))
;; <- success
(assert (= d924 0))
;; <- success
(define-fun d926 () Bool (< d925 d918))
;; <- success
(assert d926)
;; <- success
(assert (=> true true))
;; <- success
(define-fun d927 () Int (ite (= 2 1) d921 d924))
;; <- success
(define-fun d928 () Bool (= d915 0))
;; <- success
(assert (not d928))
;; <- success
(define-fun d929 () Int (ite (= i0p_rhs 0) d915 (ite (= i0p_rhs 1) d916 (ite (= i0p_rhs 2) 2 0))))
;; <- success
(define-fun d930 () Int (ite (= i0p_base 0) d915 (ite (= i0p_base 1) d916 2)))
;; <- success
(define-fun d931 () Bool (and (and t0 (= pos0 3) (= cls0 0)) (not (and (= i0p_nn 1) (= d930 0)))))
;; <- success
(define-fun d932 () Int (ite (= i0p_k 0) d929 (ite (= d930 1) d923 (- 1))))
;; <- success
(define-fun d933 () Int (ite (= i0n_rhs 0) d918 (ite (= i0n_rhs 1) d919 (ite (= i0n_rhs 2) d920 (ite (= i0n_rhs 3) d921 (ite (= i0n_rhs 4) d925 (ite (= i0n_rhs 5) (- 1) (ite (= i0n_rhs 6) 0 1))))))))
;; <- success
(define-fun d934 () Int (ite (= i0n_base 0) d915 (ite (= i0n_base 1) d916 2)))
;; <- success
(define-fun d935 () Bool (and (and t0 (= pos0 3) (= cls0 1)) (not (and (= i0n_nn 1) (= d934 0)))))
;; <- success
(define-fun d936 () Int (ite (= i0n_k 0) d933 (ite (= i0n_k 3) (+ d933 (ite (= i0n_add 0) (- 1) (ite (= i0n_add 1) 0 1))) (ite (= d934 1) d927 d921))))
;; <- success
(assert (=> (and d931 (or (= i0p_k 1) (= i0p_k 2))) (and (= i0p_fld 0) (or (= d930 1) (= d930 2)))))
;; <- success
(assert (=> (and d935 (or (= i0n_k 1) (= i0n_k 2))) (and (= i0n_fld 0) (or (= d934 1) (= d934 2)))))
;; <- success
(define-fun d937 () Int (ite (and d931 (not (or (= i0p_k 2) (= i0p_k 7))) (= i0p_lhs 0)) d932 d915))
;; <- success
(define-fun d938 () Int (ite (and d931 (not (or (= i0p_k 2) (= i0p_k 7))) (= i0p_lhs 1)) d932 d916))
;; <- success
(define-fun d939 () Int (ite (and d931 (not (or (= i0p_k 2) (= i0p_k 7))) (= i0p_lhs 2)) d932 2))
;; <- success
(define-fun d940 () Int (ite (and d935 (not (or (= i0n_k 2) (= i0n_k 7))) (= i0n_lhs 0)) d936 d918))
;; <- success
(define-fun d941 () Int (ite (and d935 (not (or (= i0n_k 2) (= i0n_k 7))) (= i0n_lhs 1)) d936 d919))
;; <- success
(define-fun d942 () Int (ite (and d935 (not (or (= i0n_k 2) (= i0n_k 7))) (= i0n_lhs 2)) d936 d920))
;; <- success
(define-fun d943 () Int (ite (and d935 (not (or (= i0n_k 2) (= i0n_k 7))) (= i0n_lhs 3)) d936 d921))
;; <- success
(define-fun d944 () Int (ite (and d935 (not (or (= i0n_k 2) (= i0n_k 7))) (= i0n_lhs 4)) d936 d925))
;; <- success
(define-fun d945 () Bool (and d931 (= i0p_k 2) (= i0p_fld 0)))
;; <- success
(define-fun d946 () Int (ite (and d945 (= d930 1)) d929 d923))
;; <- success
(define-fun d947 () Int (ite (and d945 (= d930 2)) d929 (- 1)))
;; <- success
(define-fun d948 () Bool (and d935 (= i0n_k 2) (= i0n_fld 0)))
;; <- success
(define-fun d949 () Int (ite (and d948 (= d934 1)) d933 d927))
;; <- success
(define-fun d950 () Int (ite (and d948 (= d934 2)) d933 d921))
;; <- success
(define-fun d951 () Int (ite (= g10_x 0) d937 (ite (= g10_x 1) d938 d939)))
;; <- success
(define-fun d952 () Int (ite (= g10_y 0) d937 (ite (= g10_y 1) d938 (ite (= g10_y 2) d939 0))))
;; <- success
(define-fun d953 () Int (ite (= g10_x 0) d940 (ite (= g10_x 1) d941 (ite (= g10_x 2) d942 (ite (= g10_x 3) d943 d944)))))
;; <- success
(define-fun d954 () Int (ite (= g10_y 0) d940 (ite (= g10_y 1) d941 (ite (= g10_y 2) d942 (ite (= g10_y 3) d943 (ite (= g10_y 4) d944 (ite (= g10_y 5) (- 1) (ite (= g10_y 6) 0 1))))))))
;; <- success
(define-fun d955 () Bool (ite r10 (ite g10_del false (and (not d928) (ite g10_ptr (ite (= g10_op 0) (= d951 d952) (distinct d951 d952)) (ite (= g10_op 0) (= d953 d954) (ite (= g10_op 1) (distinct d953 d954) (ite (= g10_op 2) (< d953 d954) (ite (= g10_op 3) (<= d953 d954) (ite (= g10_op 4) (> d953 d954) (>= d953 d954))))))))) (not d928)))
;; <- success
(define-fun d956 () Int (ite (= h10_rhs 0) d937 (ite (= h10_rhs 1) d938 (ite (= h10_rhs 2) d939 0))))
;; <- success
(define-fun d957 () Int (ite (= h10_base 0) d937 (ite (= h10_base 1) d938 d939)))
;; <- success
(define-fun d958 () Int (ite (= h10_k 0) d956 (ite (= d957 1) d946 d947)))
;; <- success
(assert (=> (and d955 (not s10)) (or (= d937 1) (= d937 2))))
;; <- success
(assert (=> (and (and d955 s10) (or (= h10_k 1) (= h10_k 2) (= h10_k 5))) (and (= h10_fld 0) (or (= d957 1) (= d957 2)))))
;; <- success
(define-fun d959 () Int (ite (and (and d955 s10) (not (or (= h10_k 2) (= h10_k 7) (= h10_k 5))) (= h10_lhs 0)) d958 d937))
;; <- success
(define-fun d960 () Int (ite (and (and d955 s10) (not (or (= h10_k 2) (= h10_k 7) (= h10_k 5))) (= h10_lhs 1)) d958 d938))
;; <- success
(define-fun d961 () Int (ite (and (and d955 s10) (not (or (= h10_k 2) (= h10_k 7) (= h10_k 5))) (= h10_lhs 2)) d958 d939))
;; <- success
(define-fun d962 () Bool (and d955 (not s10)))
;; <- success
(define-fun d963 () Int (ite (and d962 (= d937 1)) d939 d946))
;; <- success
(define-fun d964 () Int (ite (and d962 (= d937 2)) d939 d947))
;; <- success
(define-fun d965 () Bool (and (and d955 s10) (= h10_k 2) (= h10_fld 0)))
;; <- success
(define-fun d966 () Int (ite (and d965 (= d957 1)) d956 d963))
;; <- success
(define-fun d967 () Int (ite (and d965 (= d957 2)) d956 d964))
;; <- success
(define-fun d968 () Int (ite (= i0p_rhs 0) d959 (ite (= i0p_rhs 1) d960 (ite (= i0p_rhs 2) d961 0))))
;; <- success
(define-fun d969 () Int (ite (= i0p_base 0) d959 (ite (= i0p_base 1) d960 d961)))
;; <- success
(define-fun d970 () Bool (and (and t0 (= pos0 4) (= cls0 0)) (not (and (= i0p_nn 1) (= d969 0)))))
;; <- success
(define-fun d971 () Int (ite (= i0p_k 0) d968 (ite (= d969 1) d966 d967)))
;; <- success
(define-fun d972 () Int (ite (= i0n_rhs 0) d940 (ite (= i0n_rhs 1) d941 (ite (= i0n_rhs 2) d942 (ite (= i0n_rhs 3) d943 (ite (= i0n_rhs 4) d944 (ite (= i0n_rhs 5) (- 1) (ite (= i0n_rhs 6) 0 1))))))))
;; <- success
(define-fun d973 () Int (ite (= i0n_base 0) d959 (ite (= i0n_base 1) d960 d961)))
;; <- success
(define-fun d974 () Bool (and (and t0 (= pos0 4) (= cls0 1)) (not (and (= i0n_nn 1) (= d973 0)))))
;; <- success
(define-fun d975 () Int (ite (= i0n_k 0) d972 (ite (= i0n_k 3) (+ d972 (ite (= i0n_add 0) (- 1) (ite (= i0n_add 1) 0 1))) (ite (= d973 1) d949 d950))))
;; <- success
(assert (=> (and d970 (or (= i0p_k 1) (= i0p_k 2))) (and (= i0p_fld 0) (or (= d969 1) (= d969 2)))))
;; <- success
(assert (=> (and d974 (or (= i0n_k 1) (= i0n_k 2))) (and (= i0n_fld 0) (or (= d973 1) (= d973 2)))))
;; <- success
(define-fun d976 () Int (ite (and d970 (not (or (= i0p_k 2) (= i0p_k 7))) (= i0p_lhs 0)) d971 d959))
;; <- success
(define-fun d977 () Int (ite (and d970 (not (or (= i0p_k 2) (= i0p_k 7))) (= i0p_lhs 1)) d971 d960))
;; <- success
(define-fun d978 () Int (ite (and d970 (not (or (= i0p_k 2) (= i0p_k 7))) (= i0p_lhs 2)) d971 d961))
;; <- success
(define-fun d979 () Int (ite (and d974 (not (or (= i0n_k 2) (= i0n_k 7))) (= i0n_lhs 0)) d975 d940))
;; <- success
(define-fun d980 () Int (ite (and d974 (not (or (= i0n_k 2) (= i0n_k 7))) (= i0n_lhs 1)) d975 d941))
;; <- success
(define-fun d981 () Int (ite (and d974 (not (or (= i0n_k 2) (= i0n_k 7))) (= i0n_lhs 2)) d975 d942))
;; <- success
(define-fun d982 () Int (ite (and d974 (not (or (= i0n_k 2) (= i0n_k 7))) (= i0n_lhs 3)) d975 d943))
;; <- success
(define-fun d983 () Int (ite (and d974 (not (or (= i0n_k 2) (= i0n_k 7))) (= i0n_lhs 4)) d975 d944))
;; <- success
(define-fun d984 () Bool (and d970 (= i0p_k 2) (= i0p_fld 0)))
;; <- success
(define-fun d985 () Int (ite (and d984 (= d969 1)) d968 d966))
;; <- success
(define-fun d986 () Int (ite (and d984 (= d969 2)) d968 d967))
;; <- success
(define-fun d987 () Bool (and d974 (= i0n_k 2) (= i0n_fld 0)))
;; <- success
(define-fun d988 () Int (ite (and d987 (= d973 1)) d972 d949))
;; <- success
(define-fun d989 () Int (ite (and d987 (= d973 2)) d972 d950))
;; <- success
(define-fun d990 () Int (ite (= i0p_rhs 0) d976 (ite (= i0p_rhs 1) d977 (ite (= i0p_rhs 2) d978 0))))
;; <- success
(define-fun d991 () Int (ite (= i0p_base 0) d976 (ite (= i0p_base 1) d977 d978)))
;; <- success
(define-fun d992 () Bool (and (and t0 (= pos0 1) (= cls0 0)) (not (and (= i0p_nn 1) (= d991 0)))))
;; <- success
(define-fun d993 () Int (ite (= i0p_k 0) d990 (ite (= d991 1) d985 d986)))
;; <- success
(define-fun d994 () Int (ite (= i0n_rhs 0) d979 (ite (= i0n_rhs 1) d980 (ite (= i0n_rhs 2) d981 (ite (= i0n_rhs 3) d982 (ite (= i0n_rhs 4) d983 (ite (= i0n_rhs 5) (- 1) (ite (= i0n_rhs 6) 0 1))))))))
;; <- success
(define-fun d995 () Int (ite (= i0n_base 0) d976 (ite (= i0n_base 1) d977 d978)))
;; <- success
(define-fun d996 () Bool (and (and t0 (= pos0 1) (= cls0 1)) (not (and (= i0n_nn 1) (= d995 0)))))
;; <- success
(define-fun d997 () Int (ite (= i0n_k 0) d994 (ite (= i0n_k 3) (+ d994 (ite (= i0n_add 0) (- 1) (ite (= i0n_add 1) 0 1))) (ite (= d995 1) d988 d989))))
;; <- success
(assert (=> (and d992 (or (= i0p_k 1) (= i0p_k 2))) (and (= i0p_fld 0) (or (= d991 1) (= d991 2)))))
;; <- success
(assert (=> (and d996 (or (= i0n_k 1) (= i0n_k 2))) (and (= i0n_fld 0) (or (= d995 1) (= d995 2)))))
;; <- success
(define-fun d998 () Int (ite (and d992 (not (or (= i0p_k 2) (= i0p_k 7))) (= i0p_lhs 0)) d993 d976))
;; <- success
(define-fun d999 () Int (ite (and d992 (not (or (= i0p_k 2) (= i0p_k 7))) (= i0p_lhs 1)) d993 d977))
;; <- success
(define-fun d1000 () Int (ite (and d992 (not (or (= i0p_k 2) (= i0p_k 7))) (= i0p_lhs 2)) d993 d978))
;; <- success
(define-fun d1001 () Int (ite (and d996 (not (or (= i0n_k 2) (= i0n_k 7))) (= i0n_lhs 0)) d997 d979))
;; <- success
(define-fun d1002 () Int (ite (and d996 (not (or (= i0n_k 2) (= i0n_k 7))) (= i0n_lhs 1)) d997 d980))
;; <- success
(define-fun d1003 () Int (ite (and d996 (not (or (= i0n_k 2) (= i0n_k 7))) (= i0n_lhs 2)) d997 d981))
;; <- success
(define-fun d1004 () Int (ite (and d996 (not (or (= i0n_k 2) (= i0n_k 7))) (= i0n_lhs 3)) d997 d982))
;; <- success
(define-fun d1005 () Int (ite (and d996 (not (or (= i0n_k 2) (= i0n_k 7))) (= i0n_lhs 4)) d997 d983))
;; <- success
(define-fun d1006 () Bool (and d992 (= i0p_k 2) (= i0p_fld 0)))
;; <- success
(define-fun d1007 () Int (ite (and d1006 (= d991 1)) d990 d985))
;; <- success
(define-fun d1008 () Int (ite (and d1006 (= d991 2)) d990 d986))
;; <- success
(define-fun d1009 () Bool (and d996 (= i0n_k 2) (= i0n_fld 0)))
;; <- success
(define-fun d1010 () Int (ite (and d1009 (= d995 1)) d994 d988))
;; <- success
(define-fun d1011 () Int (ite (and d1009 (= d995 2)) d994 d989))
;; <- success
(define-fun d1012 () Int (ite (= g11_x 0) d998 (ite (= g11_x 1) d999 d1000)))
;; <- success
(define-fun d1013 () Int (ite (= g11_y 0) d998 (ite (= g11_y 1) d999 (ite (= g11_y 2) d1000 0))))
;; <- success
(define-fun d1014 () Int (ite (= g11_x 0) d1001 (ite (= g11_x 1) d1002 (ite (= g11_x 2) d1003 (ite (= g11_x 3) d1004 d1005)))))
;; <- success
(define-fun d1015 () Int (ite (= g11_y 0) d1001 (ite (= g11_y 1) d1002 (ite (= g11_y 2) d1003 (ite (= g11_y 3) d1004 (ite (= g11_y 4) d1005 (ite (= g11_y 5) (- 1) (ite (= g11_y 6) 0 1))))))))
;; <- success
(define-fun d1016 () Bool (ite r11 (ite g11_del false (ite g11_ptr (ite (= g11_op 0) (= d1012 d1013) (distinct d1012 d1013)) (ite (= g11_op 0) (= d1014 d1015) (ite (= g11_op 1) (distinct d1014 d1015) (ite (= g11_op 2) (< d1014 d1015) (ite (= g11_op 3) (<= d1014 d1015) (ite (= g11_op 4) (> d1014 d1015) (>= d1014 d1015)))))))) true))
;; <- success
(define-fun d1017 () Int (ite (= h11_rhs 0) d1001 (ite (= h11_rhs 1) d1002 (ite (= h11_rhs 2) d1003 (ite (= h11_rhs 3) d1004 (ite (= h11_rhs 4) d1005 (ite (= h11_rhs 5) (- 1) (ite (= h11_rhs 6) 0 1))))))))
;; <- success
(define-fun d1018 () Int (ite (= h11_base 0) d998 (ite (= h11_base 1) d999 d1000)))
;; <- success
(define-fun d1019 () Int (ite (= h11_at 0) (ite (= h11_to 0) (+ d1001 d1003) (ite (= h11_to 1) (+ d1002 d1003) (ite (= h11_to 2) (+ d1003 d1003) (ite (= h11_to 3) (+ d1004 d1003) (+ d1005 d1003))))) (ite (= h11_to 0) (+ d1004 d1001) (ite (= h11_to 1) (+ d1004 d1002) (ite (= h11_to 2) (+ d1004 d1003) (ite (= h11_to 3) (+ d1004 d1004) (+ d1004 d1005)))))))
;; <- success
(define-fun d1020 () Int (ite (= h11_k 9) d1019 (ite (= h11_k 5) (+ d1004 d1003) (ite (= h11_k 0) d1017 (ite (= h11_k 3) (+ d1017 (ite (= h11_add 0) (- 1) (ite (= h11_add 1) 0 1))) (ite (= d1018 1) d1010 d1011))))))
;; <- success
(assert (=> (and (and d1016 s11) (or (= h11_k 1) (= h11_k 2))) (and (= h11_fld 0) (or (= d1018 1) (= d1018 2)))))
;; <- success
(define-fun d1021 () Int (ite (and d1016 (not s11)) (+ d1004 d1003) d1003))
;; <- success
(define-fun d1022 () Int (ite (and (and d1016 s11) (not (or (= h11_k 2) (= h11_k 7))) (= h11_lhs 0)) d1020 d1001))
;; <- success
(define-fun d1023 () Int (ite (and (and d1016 s11) (not (or (= h11_k 2) (= h11_k 7))) (= h11_lhs 1)) d1020 d1002))
;; <- success
(define-fun d1024 () Int (ite (and (and d1016 s11) (not (or (= h11_k 2) (= h11_k 7))) (= h11_lhs 2)) d1020 d1021))
;; <- success
(define-fun d1025 () Int (ite (and (and d1016 s11) (not (or (= h11_k 2) (= h11_k 7))) (= h11_lhs 3)) d1020 d1004))
;; <- success
(define-fun d1026 () Int (ite (and (and d1016 s11) (not (or (= h11_k 2) (= h11_k 7))) (= h11_lhs 4)) d1020 d1005))
;; <- success
(define-fun d1027 () Bool (and (and d1016 s11) (= h11_k 2) (= h11_fld 0)))
;; <- success
(define-fun d1028 () Int (ite (and d1027 (= d1018 1)) d1017 d1010))
;; <- success
(define-fun d1029 () Int (ite (and d1027 (= d1018 2)) d1017 d1011))
;; <- success
(define-fun d1030 () Int (ite (= i0p_rhs 0) d998 (ite (= i0p_rhs 1) d999 (ite (= i0p_rhs 2) d1000 0))))
;; <- success
(define-fun d1031 () Int (ite (= i0p_base 0) d998 (ite (= i0p_base 1) d999 d1000)))
;; <- success
(define-fun d1032 () Bool (and (and t0 (= pos0 2) (= cls0 0)) (not (and (= i0p_nn 1) (= d1031 0)))))
;; <- success
(define-fun d1033 () Int (ite (= i0p_k 0) d1030 (ite (= d1031 1) d1007 d1008)))
;; <- success
(define-fun d1034 () Int (ite (= i0n_rhs 0) d1022 (ite (= i0n_rhs 1) d1023 (ite (= i0n_rhs 2) d1024 (ite (= i0n_rhs 3) d1025 (ite (= i0n_rhs 4) d1026 (ite (= i0n_rhs 5) (- 1) (ite (= i0n_rhs 6) 0 1))))))))
;; <- success
(define-fun d1035 () Int (ite (= i0n_base 0) d998 (ite (= i0n_base 1) d999 d1000)))
;; <- success
(define-fun d1036 () Bool (and (and t0 (= pos0 2) (= cls0 1)) (not (and (= i0n_nn 1) (= d1035 0)))))
;; <- success
(define-fun d1037 () Int (ite (= i0n_k 0) d1034 (ite (= i0n_k 3) (+ d1034 (ite (= i0n_add 0) (- 1) (ite (= i0n_add 1) 0 1))) (ite (= d1035 1) d1028 d1029))))
;; <- success
(assert (=> (and d1032 (or (= i0p_k 1) (= i0p_k 2))) (and (= i0p_fld 0) (or (= d1031 1) (= d1031 2)))))
;; <- success
(assert (=> (and d1036 (or (= i0n_k 1) (= i0n_k 2))) (and (= i0n_fld 0) (or (= d1035 1) (= d1035 2)))))
;; <- success
(define-fun d1038 () Int (ite (and d1032 (not (or (= i0p_k 2) (= i0p_k 7))) (= i0p_lhs 0)) d1033 d998))
;; <- success
(define-fun d1039 () Int (ite (and d1032 (not (or (= i0p_k 2) (= i0p_k 7))) (= i0p_lhs 1)) d1033 d999))
;; <- success
(define-fun d1040 () Int (ite (and d1032 (not (or (= i0p_k 2) (= i0p_k 7))) (= i0p_lhs 2)) d1033 d1000))
;; <- success
(define-fun d1041 () Int (ite (and d1036 (not (or (= i0n_k 2) (= i0n_k 7))) (= i0n_lhs 0)) d1037 d1022))
;; <- success
(define-fun d1042 () Int (ite (and d1036 (not (or (= i0n_k 2) (= i0n_k 7))) (= i0n_lhs 1)) d1037 d1023))
;; <- success
(define-fun d1043 () Int (ite (and d1036 (not (or (= i0n_k 2) (= i0n_k 7))) (= i0n_lhs 2)) d1037 d1024))
;; <- success
(define-fun d1044 () Int (ite (and d1036 (not (or (= i0n_k 2) (= i0n_k 7))) (= i0n_lhs 3)) d1037 d1025))
;; <- success
(define-fun d1045 () Int (ite (and d1036 (not (or (= i0n_k 2) (= i0n_k 7))) (= i0n_lhs 4)) d1037 d1026))
;; <- success
(define-fun d1046 () Bool (and d1032 (= i0p_k 2) (= i0p_fld 0)))
;; <- success
(define-fun d1047 () Int (ite (and d1046 (= d1031 1)) d1030 d1007))
;; <- success
(define-fun d1048 () Int (ite (and d1046 (= d1031 2)) d1030 d1008))
;; <- success
(define-fun d1049 () Bool (and d1036 (= i0n_k 2) (= i0n_fld 0)))
;; <- success
(define-fun d1050 () Int (ite (and d1049 (= d1035 1)) d1034 d1028))
;; <- success
(define-fun d1051 () Int (ite (and d1049 (= d1035 2)) d1034 d1029))
;; <- success
(define-fun d1052 () Int (+ d1045 1))
;; <- success
(assert (= d1041 2))
;; <- success
(assert (= d1040 2))
;; <- success
(assert (= d1038 1))
;; <- success
(assert (= d1052 2))
;; <- success
(assert (= d1042 0))
;; <- success
(assert (= d1043 7))
;; <- success
(assert (= d1039 2))
;; <- success
(assert (= d1044 14))
;; <- success
(assert (= d1050 0))
;; <- success
(assert (= d1047 2))
;; <- success
(assert (= d1051 7))
;; <- success
(define-fun d1053 () Bool (< d1052 d1041))
;; <- success
(assert (not d1053))
;; <- success
(define-fun d1054 () Bool (not (= d1039 0)))
;; <- success
(assert d1054)
;; <- success
(assert (=> d1054 (or (= d1039 1) (= d1039 2))))
;; <- success
(define-fun d1055 () Int (ite (and d1054 (= d1039 1)) d1038 d1047))
;; <- success
(define-fun d1056 () Int (ite (and d1054 (= d1039 2)) d1038 d1048))
;; <- success
(assert (= d1041 2))
;; <- success
(assert (= d1040 2))
;; <- success
(assert (= d1038 1))
;; <- success
(assert (= d1052 2))
;; <- success
(assert (= d1038 1))
;; <- success
(assert (= d1042 0))
;; <- success
(assert (= d1043 7))
;; <- success
(assert (= d1039 2))
;; <- success
(assert (= d1044 14))
;; <- success
(assert (= d1050 0))
;; <- success
(assert (= d1055 2))
;; <- success
(assert (= d1051 7))
;; <- success
(assert (= d1056 1))
;; <- success
(declare-const u1057 Bool)
;; <- success
(declare-const u1058 Bool)
;; <- success
(declare-const u1059 Bool)
;; <- success
(declare-const u1060 Int)
;; <- success
(assert true)
;; <- success
(assert true)
;; <- success
(assert true)
;; <- success
(assert true)
;; <- success
(assert true)
;; <- success
(assert true)
;; <- success
(assert true)
;; <- success
(assert true)
;; <- success
(define-fun d1061 () Bool (< 0 1))
;; <- success
(assert d1061)
;; <- success
(assert (=> true true))
;; <- success
(define-fun d1062 () Bool (= 0 0))
;; <- success
(assert d1062)
;; <- success
(define-fun d1063 () Int (ite d1062 1 0))
;; <- success
(define-fun d1064 () Int (ite (= i0p_rhs 0) d1063 (ite (= i0p_rhs 1) 0 (ite (= i0p_rhs 2) 1 0))))
;; <- success
(define-fun d1065 () Int (ite (= i0p_base 0) d1063 (ite (= i0p_base 1) 0 1)))
;; <- success
(define-fun d1066 () Bool (and (and t0 (= pos0 0) (= cls0 0)) (not (and (= i0p_nn 1) (= d1065 0)))))
;; <- success
(define-fun d1067 () Int (ite (= i0p_k 0) d1064 (- 1)))
;; <- success
(define-fun d1068 () Int (ite (= i0n_rhs 0) 1 (ite (= i0n_rhs 1) 5 (ite (= i0n_rhs 2) 3 (ite (= i0n_rhs 3) 5 (ite (= i0n_rhs 4) 0 (ite (= i0n_rhs 5) (- 1) (ite (= i0n_rhs 6) 0 1))))))))
;; <- success
(define-fun d1069 () Int (ite (= i0n_base 0) d1063 (ite (= i0n_base 1) 0 1)))
;; <- success
(define-fun d1070 () Bool (and (and t0 (= pos0 0) (= cls0 1)) (not (and (= i0n_nn 1) (= d1069 0)))))
;; <- success
(define-fun d1071 () Int (ite (= i0n_k 0) d1068 (ite (= i0n_k 3) (+ d1068 (ite (= i0n_add 0) (- 1) (ite (= i0n_add 1) 0 1))) 5)))
;; <- success
(assert (=> (and d1066 (or (= i0p_k 1) (= i0p_k 2))) (and (= i0p_fld 0) (= d1065 1))))
;; <- success
(assert (=> (and d1070 (or (= i0n_k 1) (= i0n_k 2))) (and (= i0n_fld 0) (= d1069 1))))
;; <- success
(define-fun d1072 () Int (ite (and d1066 (not (or (= i0p_k 2) (= i0p_k 7))) (= i0p_lhs 0)) d1067 d1063))
;; <- success
(define-fun d1073 () Int (ite (and d1066 (not (or (= i0p_k 2) (= i0p_k 7))) (= i0p_lhs 1)) d1067 0))
;; <- success
(define-fun d1074 () Int (ite (and d1066 (not (or (= i0p_k 2) (= i0p_k 7))) (= i0p_lhs 2)) d1067 1))
;; <- success
(define-fun d1075 () Int (ite (and d1070 (not (or (= i0n_k 2) (= i0n_k 7))) (= i0n_lhs 0)) d1071 1))
;; <- success
(define-fun d1076 () Int (ite (and d1070 (not (or (= i0n_k 2) (= i0n_k 7))) (= i0n_lhs 1)) d1071 5))
;; <- success
(define-fun d1077 () Int (ite (and d1070 (not (or (= i0n_k 2) (= i0n_k 7))) (= i0n_lhs 2)) d1071 3))
;; <- success
(define-fun d1078 () Int (ite (and d1070 (not (or (= i0n_k 2) (= i0n_k 7))) (= i0n_lhs 3)) d1071 5))
;; <- success
(define-fun d1079 () Int (ite (and d1070 (not (or (= i0n_k 2) (= i0n_k 7))) (= i0n_lhs 4)) d1071 0))
;; <- success
(define-fun d1080 () Int (ite (and (and d1066 (= i0p_k 2) (= i0p_fld 0)) (= d1065 1)) d1064 (- 1)))
;; <- success
(define-fun d1081 () Int (ite (and (and d1070 (= i0n_k 2) (= i0n_fld 0)) (= d1069 1)) d1068 5))
;; <- success
(define-fun d1082 () Int (ite (= i0p_rhs 0) d1072 (ite (= i0p_rhs 1) d1073 (ite (= i0p_rhs 2) d1074 0))))
;; <- success
(define-fun d1083 () Int (ite (= i0p_base 0) d1072 (ite (= i0p_base 1) d1073 d1074)))
;; <- success
(define-fun d1084 () Bool (and (and t0 (= pos0 1) (= cls0 0)) (not (and (= i0p_nn 1) (= d1083 0)))))
;; <- success
(define-fun d1085 () Int (ite (= i0p_k 0) d1082 d1080))
;; <- success
(define-fun d1086 () Int (ite (= i0n_rhs 0) d1075 (ite (= i0n_rhs 1) d1076 (ite (= i0n_rhs 2) d1077 (ite (= i0n_rhs 3) d1078 (ite (= i0n_rhs 4) d1079 (ite (= i0n_rhs 5) (- 1) (ite (= i0n_rhs 6) 0 1))))))))
;; <- success
(define-fun d1087 () Int (ite (= i0n_base 0) d1072 (ite (= i0n_base 1) d1073 d1074)))
;; <- success
(define-fun d1088 () Bool (and (and t0 (= pos0 1) (= cls0 1)) (not (and (= i0n_nn 1) (= d1087 0)))))
;; <- success
(define-fun d1089 () Int (ite (= i0n_k 0) d1086 (ite (= i0n_k 3) (+ d1086 (ite (= i0n_add 0) (- 1) (ite (= i0n_add 1) 0 1))) d1081)))
;; <- success
(assert (=> (and d1084 (or (= i0p_k 1) (= i0p_k 2))) (and (= i0p_fld 0) (= d1083 1))))
;; <- success
(assert (=> (and d1088 (or (= i0n_k 1) (= i0n_k 2))) (and (= i0n_fld 0) (= d1087 1))))
;; <- success
(define-fun d1090 () Int (ite (and d1084 (not (or (= i0p_k 2) (= i0p_k 7))) (= i0p_lhs 0)) d1085 d1072))
;; <- success
(define-fun d1091 () Int (ite (and d1084 (not (or (= i0p_k 2) (= i0p_k 7))) (= i0p_lhs 1)) d1085 d1073))
;; <- success
(define-fun d1092 () Int (ite (and d1084 (not (or (= i0p_k 2) (= i0p_k 7))) (= i0p_lhs 2)) d1085 d1074))
;; <- success
(define-fun d1093 () Int (ite (and d1088 (not (or (= i0n_k 2) (= i0n_k 7))) (= i0n_lhs 0)) d1089 d1075))
;; <- success
(define-fun d1094 () Int (ite (and d1088 (not (or (= i0n_k 2) (= i0n_k 7))) (= i0n_lhs 1)) d1089 d1076))
;; <- success
(define-fun d1095 () Int (ite (and d1088 (not (or (= i0n_k 2) (= i0n_k 7))) (= i0n_lhs 2)) d1089 d1077))
;; <- success
(define-fun d1096 () Int (ite (and d1088 (not (or (= i0n_k 2) (= i0n_k 7))) (= i0n_lhs 3)) d1089 d1078))
;; <- success
(define-fun d1097 () Int (ite (and d1088 (not (or (= i0n_k 2) (= i0n_k 7))) (= i0n_lhs 4)) d1089 d1079))
;; <- success
(define-fun d1098 () Int (ite (and (and d1084 (= i0p_k 2) (= i0p_fld 0)) (= d1083 1)) d1082 d1080))
;; <- success
(define-fun d1099 () Int (ite (and (and d1088 (= i0n_k 2) (= i0n_fld 0)) (= d1087 1)) d1086 d1081))
;; <- success
(define-fun d1100 () Int (ite (= g11_x 0) d1090 (ite (= g11_x 1) d1091 d1092)))
;; <- success
(define-fun d1101 () Int (ite (= g11_y 0) d1090 (ite (= g11_y 1) d1091 (ite (= g11_y 2) d1092 0))))
;; <- success
(define-fun d1102 () Int (ite (= g11_x 0) d1093 (ite (= g11_x 1) d1094 (ite (= g11_x 2) d1095 (ite (= g11_x 3) d1096 d1097)))))
;; <- success
(define-fun d1103 () Int (ite (= g11_y 0) d1093 (ite (= g11_y 1) d1094 (ite (= g11_y 2) d1095 (ite (= g11_y 3) d1096 (ite (= g11_y 4) d1097 (ite (= g11_y 5) (- 1) (ite (= g11_y 6) 0 1))))))))
;; <- success
(define-fun d1104 () Bool (ite r11 (ite g11_del false (ite g11_ptr (ite (= g11_op 0) (= d1100 d1101) (distinct d1100 d1101)) (ite (= g11_op 0) (= d1102 d1103) (ite (= g11_op 1) (distinct d1102 d1103) (ite (= g11_op 2) (< d1102 d1103) (ite (= g11_op 3) (<= d1102 d1103) (ite (= g11_op 4) (> d1102 d1103) (>= d1102 d1103)))))))) true))
;; <- success
(define-fun d1105 () Int (ite (= h11_rhs 0) d1093 (ite (= h11_rhs 1) d1094 (ite (= h11_rhs 2) d1095 (ite (= h11_rhs 3) d1096 (ite (= h11_rhs 4) d1097 (ite (= h11_rhs 5) (- 1) (ite (= h11_rhs 6) 0 1))))))))
;; <- success
(define-fun d1106 () Int (ite (= h11_base 0) d1090 (ite (= h11_base 1) d1091 d1092)))
;; <- success
(define-fun d1107 () Int (ite (= h11_at 0) (ite (= h11_to 0) (+ d1093 d1095) (ite (= h11_to 1) (+ d1094 d1095) (ite (= h11_to 2) (+ d1095 d1095) (ite (= h11_to 3) (+ d1096 d1095) (+ d1097 d1095))))) (ite (= h11_to 0) (+ d1096 d1093) (ite (= h11_to 1) (+ d1096 d1094) (ite (= h11_to 2) (+ d1096 d1095) (ite (= h11_to 3) (+ d1096 d1096) (+ d1096 d1097)))))))
;; <- success
(define-fun d1108 () Int (ite (= h11_k 9) d1107 (ite (= h11_k 5) (+ d1096 d1095) (ite (= h11_k 0) d1105 (ite (= h11_k 3) (+ d1105 (ite (= h11_add 0) (- 1) (ite (= h11_add 1) 0 1))) d1099)))))
;; <- success
(assert (=> (and (and d1104 s11) (or (= h11_k 1) (= h11_k 2))) (and (= h11_fld 0) (= d1106 1))))
;; <- success
(define-fun d1109 () Int (ite (and d1104 (not s11)) (+ d1096 d1095) d1095))
;; <- success
(define-fun d1110 () Int (ite (and (and d1104 s11) (not (or (= h11_k 2) (= h11_k 7))) (= h11_lhs 0)) d1108 d1093))
;; <- success
(define-fun d1111 () Int (ite (and (and d1104 s11) (not (or (= h11_k 2) (= h11_k 7))) (= h11_lhs 1)) d1108 d1094))
;; <- success
(define-fun d1112 () Int (ite (and (and d1104 s11) (not (or (= h11_k 2) (= h11_k 7))) (= h11_lhs 2)) d1108 d1109))
;; <- success
(define-fun d1113 () Int (ite (and (and d1104 s11) (not (or (= h11_k 2) (= h11_k 7))) (= h11_lhs 3)) d1108 d1096))
;; <- success
(define-fun d1114 () Int (ite (and (and d1104 s11) (not (or (= h11_k 2) (= h11_k 7))) (= h11_lhs 4)) d1108 d1097))
;; <- success
(define-fun d1115 () Int (ite (and (and (and d1104 s11) (= h11_k 2) (= h11_fld 0)) (= d1106 1)) d1105 d1099))
;; <- success
(define-fun d1116 () Int (ite (= i0p_rhs 0) d1090 (ite (= i0p_rhs 1) d1091 (ite (= i0p_rhs 2) d1092 0))))
;; <- success
(define-fun d1117 () Int (ite (= i0p_base 0) d1090 (ite (= i0p_base 1) d1091 d1092)))
;; <- success
(define-fun d1118 () Bool (and (and t0 (= pos0 2) (= cls0 0)) (not (and (= i0p_nn 1) (= d1117 0)))))
;; <- success
(define-fun d1119 () Int (ite (= i0p_k 0) d1116 d1098))
;; <- success
(define-fun d1120 () Int (ite (= i0n_rhs 0) d1110 (ite (= i0n_rhs 1) d1111 (ite (= i0n_rhs 2) d1112 (ite (= i0n_rhs 3) d1113 (ite (= i0n_rhs 4) d1114 (ite (= i0n_rhs 5) (- 1) (ite (= i0n_rhs 6) 0 1))))))))
;; <- success
(define-fun d1121 () Int (ite (= i0n_base 0) d1090 (ite (= i0n_base 1) d1091 d1092)))
;; <- success
(define-fun d1122 () Bool (and (and t0 (= pos0 2) (= cls0 1)) (not (and (= i0n_nn 1) (= d1121 0)))))
;; <- success
(define-fun d1123 () Int (ite (= i0n_k 0) d1120 (ite (= i0n_k 3) (+ d1120 (ite (= i0n_add 0) (- 1) (ite (= i0n_add 1) 0 1))) d1115)))
;; <- success
(assert (=> (and d1118 (or (= i0p_k 1) (= i0p_k 2))) (and (= i0p_fld 0) (= d1117 1))))
;; <- success
(assert (=> (and d1122 (or (= i0n_k 1) (= i0n_k 2))) (and (= i0n_fld 0) (= d1121 1))))
;; <- success
(define-fun d1124 () Int (ite (and d1118 (not (or (= i0p_k 2) (= i0p_k 7))) (= i0p_lhs 0)) d1119 d1090))
;; <- success
(define-fun d1125 () Int (ite (and d1118 (not (or (= i0p_k 2) (= i0p_k 7))) (= i0p_lhs 1)) d1119 d1091))
;; <- success
(define-fun d1126 () Int (ite (and d1118 (not (or (= i0p_k 2) (= i0p_k 7))) (= i0p_lhs 2)) d1119 d1092))
;; <- success
(define-fun d1127 () Int (ite (and d1122 (not (or (= i0n_k 2) (= i0n_k 7))) (= i0n_lhs 0)) d1123 d1110))
;; <- success
(define-fun d1128 () Int (ite (and d1122 (not (or (= i0n_k 2) (= i0n_k 7))) (= i0n_lhs 1)) d1123 d1111))
;; <- success
(define-fun d1129 () Int (ite (and d1122 (not (or (= i0n_k 2) (= i0n_k 7))) (= i0n_lhs 2)) d1123 d1112))
;; <- success
(define-fun d1130 () Int (ite (and d1122 (not (or (= i0n_k 2) (= i0n_k 7))) (= i0n_lhs 3)) d1123 d1113))
;; <- success
(define-fun d1131 () Int (ite (and d1122 (not (or (= i0n_k 2) (= i0n_k 7))) (= i0n_lhs 4)) d1123 d1114))
;; <- success
(define-fun d1132 () Int (ite (and (and d1118 (= i0p_k 2) (= i0p_fld 0)) (= d1117 1)) d1116 d1098))
;; <- success
(define-fun d1133 () Int (ite (and (and d1122 (= i0n_k 2) (= i0n_fld 0)) (= d1121 1)) d1120 d1115))
;; <- success
(define-fun d1134 () Int (+ d1131 1))
;; <- success
(assert (= d1127 1))
;; <- success
(assert (= d1126 1))
;; <- success
(assert (= d1124 1))
;; <- success
(assert (= d1134 1))
;; <- success
(assert (= d1128 5))
;; <- success
(assert (= d1129 3))
;; <- success
(assert (= d1125 1))
;; <- success
(assert (= d1130 8))
;; <- success
(assert (= d1133 5))
;; <- success
(define-fun d1135 () Bool (< d1134 d1127))
;; <- success
(assert (not d1135))
;; <- success
(define-fun d1136 () Bool (not (= d1125 0)))
;; <- success
(assert d1136)
;; <- success
(assert (=> d1136 (= d1125 1)))
;; <- success
(define-fun d1137 () Int (ite (and d1136 (= d1125 1)) d1124 d1132))
;; <- success
(assert (= d1127 1))
;; <- success
(assert (= d1126 1))
;; <- success
(assert (= d1124 1))
;; <- success
(assert (= d1134 1))
;; <- success
(assert (= d1124 1))
;; <- success
(assert (= d1128 5))
;; <- success
(assert (= d1129 3))
;; <- success
(assert (= d1125 1))
;; <- success
(assert (= d1130 8))
;; <- success
(assert (= d1133 5))
;; <- success
(assert (= d1137 1))
;; <- success
(push 1)
;; <- success
(assert (>= (ite t0 1 0) 1))
;; <- success
(declare-const tau_grd.0 Bool)
;; <- success
(assert (=> tau_grd.0 (and (not r10) (not r11))))
;; <- success
(declare-const tau_stm.0 Bool)
;; <- success
(assert (=> tau_stm.0 (and (not s10) (not s11))))
;; <- success
(check-sat-assuming (tau_grd.0 tau_stm.0))
;; <- unsat
(get-unsat-assumptions)
;; <- (tau_grd.0 tau_stm.0)
(declare-const tau_grd.1 Bool)
;; <- success
(assert (=> tau_grd.1 (or (not r10) (not r11))))
;; <- success
(check-sat-assuming (tau_grd.1 tau_stm.0))
;; <- unsat
(get-unsat-assumptions)
;; <- (tau_stm.0)
(declare-const tau_stm.1 Bool)
;; <- success
(assert (=> tau_stm.1 (or (not s10) (not s11))))
;; <- success
(check-sat-assuming (tau_grd.1 tau_stm.1))
;; <- unsat
(get-unsat-assumptions)
;; <- (tau_stm.1)
(check-sat-assuming (tau_grd.1))
;; <- sat
(get-value (s10 h10_k h10_lhs h10_base h10_fld h10_rhs h10_add h10_op h10_rhs2 h10_fld1 h10_nn h10_src h10_sfld h10_at h10_to s11 h11_k h11_lhs h11_base h11_fld h11_rhs h11_add h11_op h11_rhs2 h11_fld1 h11_nn h11_src h11_sfld h11_at h11_to r10 g10_del g10_ptr g10_op g10_x g10_y r11 g11_del g11_ptr g11_op g11_x g11_y t0 pos0 cls0 i0p_k i0p_lhs i0p_base i0p_fld i0p_rhs i0p_add i0p_op i0p_rhs2 i0p_fld1 i0p_nn i0p_src i0p_sfld i0p_at i0p_to i0n_k i0n_lhs i0n_base i0n_fld i0n_rhs i0n_add i0n_op i0n_rhs2 i0n_fld1 i0n_nn i0n_src i0n_sfld i0n_at i0n_to))
;; <- ((s10 true) (h10_k 2) (h10_lhs 0) (h10_base 1) (h10_fld 0) (h10_rhs 2) (h10_add 0) (h10_op 0) (h10_rhs2 0) (h10_fld1 0) (h10_nn 0) (h10_src 0) (h10_sfld 0) (h10_at 0) (h10_to 0) (s11 true) (h11_k 5) (h11_lhs 3) (h11_base 0) (h11_fld 0) (h11_rhs 1) (h11_add 1) (h11_op 0) (h11_rhs2 0) (h11_fld1 0) (h11_nn 0) (h11_src 0) (h11_sfld 0) (h11_at 0) (h11_to 3) (r10 false) (g10_del false) (g10_ptr false) (g10_op 0) (g10_x 0) (g10_y 0) (r11 false) (g11_del false) (g11_ptr true) (g11_op 0) (g11_x 0) (g11_y 0) (t0 true) (pos0 2) (cls0 0) (i0p_k 0) (i0p_lhs 1) (i0p_base 0) (i0p_fld 0) (i0p_rhs 2) (i0p_add 0) (i0p_op 0) (i0p_rhs2 0) (i0p_fld1 0) (i0p_nn 0) (i0p_src 0) (i0p_sfld 0) (i0p_at 0) (i0p_to 0) (i0n_k 3) (i0n_lhs 1) (i0n_base 0) (i0n_fld 0) (i0n_rhs 1) (i0n_add 2) (i0n_op 0) (i0n_rhs2 0) (i0n_fld1 0) (i0n_nn 0) (i0n_src 0) (i0n_sfld 0) (i0n_at 0) (i0n_to 0))
(push 1)
;; <- success
(assert (and (= h10_k 2) (= h10_fld 0) (= h10_rhs 2) (= i0p_nn 0)))
;; <- success
(declare-const choice.all Bool)
;; <- success
(assert (=> choice.all (and s10 s11 (not r10) (not r11) t0 (= pos0 2) (= cls0 0))))
;; <- success
(declare-const choice.slots Bool)
;; <- success
(assert (=> choice.slots (and t0 (= pos0 2) (= cls0 0))))
;; <- success
(declare-const choice.unplaced Bool)
;; <- success
(assert (=> choice.unplaced (and s10 s11 (not r10) (not r11) t0 (= cls0 0))))
;; <- success
(declare-const pin.0 Bool)
;; <- success
(assert (=> pin.0 (= h10_base 0)))
;; <- success
(declare-const pin.1 Bool)
;; <- success
(assert (=> pin.1 (= h11_lhs 2)))
;; <- success
(declare-const pin.2 Bool)
;; <- success
(assert (=> pin.2 (= h11_rhs 3)))
;; <- success
(check-sat-assuming (tau_grd.0 choice.all pin.0 pin.1 pin.2))
;; <- unsat
(get-unsat-assumptions)
;; <- (pin.1 choice.all)
(check-sat-assuming (tau_grd.0 choice.all pin.0 pin.2))
;; <- unsat
(get-unsat-assumptions)
;; <- (tau_grd.0 pin.0 choice.all)
(check-sat-assuming (tau_grd.0 choice.all pin.2))
;; <- sat
(get-value (s10 h10_k h10_lhs h10_base h10_fld h10_rhs h10_add h10_op h10_rhs2 h10_fld1 h10_nn h10_src h10_sfld h10_at h10_to s11 h11_k h11_lhs h11_base h11_fld h11_rhs h11_add h11_op h11_rhs2 h11_fld1 h11_nn h11_src h11_sfld h11_at h11_to r10 g10_del g10_ptr g10_op g10_x g10_y r11 g11_del g11_ptr g11_op g11_x g11_y t0 pos0 cls0 i0p_k i0p_lhs i0p_base i0p_fld i0p_rhs i0p_add i0p_op i0p_rhs2 i0p_fld1 i0p_nn i0p_src i0p_sfld i0p_at i0p_to i0n_k i0n_lhs i0n_base i0n_fld i0n_rhs i0n_add i0n_op i0n_rhs2 i0n_fld1 i0n_nn i0n_src i0n_sfld i0n_at i0n_to))
;; <- ((s10 true) (h10_k 2) (h10_lhs 0) (h10_base 1) (h10_fld 0) (h10_rhs 2) (h10_add 0) (h10_op 0) (h10_rhs2 0) (h10_fld1 0) (h10_nn 0) (h10_src 0) (h10_sfld 0) (h10_at 0) (h10_to 0) (s11 true) (h11_k 5) (h11_lhs 3) (h11_base 0) (h11_fld 0) (h11_rhs 3) (h11_add 1) (h11_op 0) (h11_rhs2 0) (h11_fld1 0) (h11_nn 0) (h11_src 0) (h11_sfld 0) (h11_at 0) (h11_to 3) (r10 false) (g10_del false) (g10_ptr false) (g10_op 0) (g10_x 0) (g10_y 0) (r11 false) (g11_del false) (g11_ptr true) (g11_op 0) (g11_x 0) (g11_y 0) (t0 true) (pos0 2) (cls0 0) (i0p_k 0) (i0p_lhs 1) (i0p_base 0) (i0p_fld 0) (i0p_rhs 2) (i0p_add 0) (i0p_op 0) (i0p_rhs2 0) (i0p_fld1 0) (i0p_nn 0) (i0p_src 0) (i0p_sfld 0) (i0p_at 0) (i0p_to 0) (i0n_k 3) (i0n_lhs 1) (i0n_base 0) (i0n_fld 0) (i0n_rhs 1) (i0n_add 2) (i0n_op 0) (i0n_rhs2 0) (i0n_fld1 0) (i0n_nn 0) (i0n_src 0) (i0n_sfld 0) (i0n_at 0) (i0n_to 0))
(check-sat-assuming (tau_grd.0 choice.all pin.2 pin.0))
;; <- unsat
(check-sat-assuming (tau_grd.0 choice.all pin.2 pin.1))
;; <- unsat
(check-sat-assuming (tau_grd.0 choice.slots pin.0 pin.1 pin.2))
;; <- unsat
(pop 1)
;; <- success
(pop 1)
;; <- success
