; repaird solver transcript (profile cvc5)
(set-option :print-success true)
;; <- success
(set-option :produce-unsat-cores true)
;; <- success
(set-option :produce-unsat-assumptions true)
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
(define-fun d32 () Bool (= d13 0))
;; <- success
(assert (not d32))
;; <- success
(define-fun d33 () Int (ite (= g10_x 0) d13 (ite (= g10_x 1) 0 2)))
;; <- success
(define-fun d34 () Int (ite (= g10_y 0) d13 (ite (= g10_y 1) 0 (ite (= g10_y 2) 2 0))))
;; <- success
(define-fun d35 () Int (ite (= g10_x 0) d24 (ite (= g10_x 1) d25 (ite (= g10_x 2) d26 (ite (= g10_x 3) d27 d30)))))
;; <- success
(define-fun d36 () Int (ite (= g10_y 0) d24 (ite (= g10_y 1) d25 (ite (= g10_y 2) d26 (ite (= g10_y 3) d27 (ite (= g10_y 4) d30 (ite (= g10_y 5) (- 1) (ite (= g10_y 6) 0 1))))))))
;; <- success
(define-fun d37 () Bool (ite r10 (ite g10_del false (and (not d32) (ite g10_ptr (ite (= g10_op 0) (= d33 d34) (distinct d33 d34)) (ite (= g10_op 0) (= d35 d36) (ite (= g10_op 1) (distinct d35 d36) (ite (= g10_op 2) (< d35 d36) (ite (= g10_op 3) (<= d35 d36) (ite (= g10_op 4) (> d35 d36) (>= d35 d36))))))))) (not d32)))
;; <- success
(define-fun d38 () Int (ite (= h10_rhs 0) d13 (ite (= h10_rhs 1) 0 (ite (= h10_rhs 2) 2 0))))
;; <- success
(define-fun d39 () Int (ite (= h10_base 0) d13 (ite (= h10_base 1) 0 2)))
;; <- success
(define-fun d40 () Int (ite (= h10_k 0) d38 (- 1)))
;; <- success
(assert (=> (and d37 (not s10)) (= d13 1)))
;; <- success
(assert (=> (and (and d37 s10) (or (= h10_k 1) (= h10_k 2) (= h10_k 5))) (and (= h10_fld 0) (or (= d39 1) (= d39 2)))))
;; <- success
(define-fun d41 () Int (ite (and (and d37 s10) (not (or (= h10_k 2) (= h10_k 7) (= h10_k 5))) (= h10_lhs 0)) d40 d13))
;; <- success
(define-fun d42 () Int (ite (and (and d37 s10) (not (or (= h10_k 2) (= h10_k 7) (= h10_k 5))) (= h10_lhs 1)) d40 0))
;; <- success
(define-fun d43 () Int (ite (and (and d37 s10) (not (or (= h10_k 2) (= h10_k 7) (= h10_k 5))) (= h10_lhs 2)) d40 2))
;; <- success
(define-fun d44 () Int (ite (and (and d37 (not s10)) (= d13 1)) 2 (- 1)))
;; <- success
(define-fun d45 () Bool (and (and d37 s10) (= h10_k 2) (= h10_fld 0)))
;; <- success
(define-fun d46 () Int (ite (and d45 (= d39 1)) d38 d44))
;; <- success
(define-fun d47 () Int (ite (and d45 (= d39 2)) d38 (- 1)))
;; <- success
(define-fun d48 () Int (ite (= g11_x 0) d41 (ite (= g11_x 1) d42 d43)))
;; <- success
(define-fun d49 () Int (ite (= g11_y 0) d41 (ite (= g11_y 1) d42 (ite (= g11_y 2) d43 0))))
;; <- success
(define-fun d50 () Int (ite (= g11_x 0) d24 (ite (= g11_x 1) d25 (ite (= g11_x 2) d26 (ite (= g11_x 3) d27 d30)))))
;; <- success
(define-fun d51 () Int (ite (= g11_y 0) d24 (ite (= g11_y 1) d25 (ite (= g11_y 2) d26 (ite (= g11_y 3) d27 (ite (= g11_y 4) d30 (ite (= g11_y 5) (- 1) (ite (= g11_y 6) 0 1))))))))
;; <- success
(define-fun d52 () Bool (ite r11 (ite g11_del false (ite g11_ptr (ite (= g11_op 0) (= d48 d49) (distinct d48 d49)) (ite (= g11_op 0) (= d50 d51) (ite (= g11_op 1) (distinct d50 d51) (ite (= g11_op 2) (< d50 d51) (ite (= g11_op 3) (<= d50 d51) (ite (= g11_op 4) (> d50 d51) (>= d50 d51)))))))) true))
;; <- success
(define-fun d53 () Int (ite (= h11_rhs 0) d24 (ite (= h11_rhs 1) d25 (ite (= h11_rhs 2) d26 (ite (= h11_rhs 3) d27 (ite (= h11_rhs 4) d30 (ite (= h11_rhs 5) (- 1) (ite (= h11_rhs 6) 0 1))))))))
;; <- success
(define-fun d54 () Int (ite (= h11_base 0) d41 (ite (= h11_base 1) d42 d43)))
;; <- success
(define-fun d55 () Int (ite (= h11_at 0) (ite (= h11_to 0) (+ d24 d26) (ite (= h11_to 1) (+ d25 d26) (ite (= h11_to 2) (+ d26 d26) (ite (= h11_to 3) (+ d27 d26) (+ d30 d26))))) (ite (= h11_to 0) (+ d27 d24) (ite (= h11_to 1) (+ d27 d25) (ite (= h11_to 2) (+ d27 d26) (ite (= h11_to 3) (+ d27 d27) (+ d27 d30)))))))
;; <- success
(define-fun d56 () Int (ite (= h11_k 9) d55 (ite (= h11_k 5) (+ d27 d26) (ite (= h11_k 0) d53 (ite (= h11_k 3) (+ d53 (ite (= h11_add 0) (- 1) (ite (= h11_add 1) 0 1))) (ite (= d54 1) d29 d27))))))
;; <- success
(assert (=> (and (and d52 s11) (or (= h11_k 1) (= h11_k 2))) (and (= h11_fld 0) (or (= d54 1) (= d54 2)))))
;; <- success
(define-fun d57 () Int (ite (and d52 (not s11)) (+ d27 d26) d26))
;; <- success
(define-fun d58 () Int (ite (and (and d52 s11) (not (or (= h11_k 2) (= h11_k 7))) (= h11_lhs 0)) d56 d24))
;; <- success
(define-fun d59 () Int (ite (and (and d52 s11) (not (or (= h11_k 2) (= h11_k 7))) (= h11_lhs 1)) d56 d25))
;; <- success
(define-fun d60 () Int (ite (and (and d52 s11) (not (or (= h11_k 2) (= h11_k 7))) (= h11_lhs 2)) d56 d57))
;; <- success
(define-fun d61 () Int (ite (and (and d52 s11) (not (or (= h11_k 2) (= h11_k 7))) (= h11_lhs 3)) d56 d27))
;; <- success
(define-fun d62 () Int (ite (and (and d52 s11) (not (or (= h11_k 2) (= h11_k 7))) (= h11_lhs 4)) d56 d30))
;; <- success
(define-fun d63 () Bool (and (and d52 s11) (= h11_k 2) (= h11_fld 0)))
;; <- success
(define-fun d64 () Int (ite (and d63 (= d54 1)) d53 d29))
;; <- success
(define-fun d65 () Int (ite (and d63 (= d54 2)) d53 d27))
;; <- success
(define-fun d66 () Int (+ d62 1))
;; <- success
(assert (= d58 6))
;; <- success
(assert (= d43 2))
;; <- success
(assert (= d41 1))
;; <- success
(assert (= d66 2))
;; <- success
(assert (= d59 10))
;; <- success
(assert (= d60 (- 2)))
;; <- success
(assert (= d42 2))
;; <- success
(assert (= d61 6))
;; <- success
(assert (= d64 10))
;; <- success
(assert (= d46 2))
;; <- success
(assert (= d65 8))
;; <- success
(define-fun d67 () Bool (< d66 d58))
;; <- success
(assert d67)
;; <- success
(assert (=> true true))
;; <- success
(define-fun d68 () Bool (= d41 0))
;; <- success
(assert (not d68))
;; <- success
(define-fun d69 () Int (ite (= g10_x 0) d41 (ite (= g10_x 1) d42 3)))
;; <- success
(define-fun d70 () Int (ite (= g10_y 0) d41 (ite (= g10_y 1) d42 (ite (= g10_y 2) 3 0))))
;; <- success
(define-fun d71 () Int (ite (= g10_x 0) d58 (ite (= g10_x 1) d59 (ite (= g10_x 2) d60 (ite (= g10_x 3) d61 d66)))))
;; <- success
(define-fun d72 () Int (ite (= g10_y 0) d58 (ite (= g10_y 1) d59 (ite (= g10_y 2) d60 (ite (= g10_y 3) d61 (ite (= g10_y 4) d66 (ite (= g10_y 5) (- 1) (ite (= g10_y 6) 0 1))))))))
;; <- success
(define-fun d73 () Bool (ite r10 (ite g10_del false (and (not d68) (ite g10_ptr (ite (= g10_op 0) (= d69 d70) (distinct d69 d70)) (ite (= g10_op 0) (= d71 d72) (ite (= g10_op 1) (distinct d71 d72) (ite (= g10_op 2) (< d71 d72) (ite (= g10_op 3) (<= d71 d72) (ite (= g10_op 4) (> d71 d72) (>= d71 d72))))))))) (not d68)))
;; <- success
(define-fun d74 () Int (ite (= h10_rhs 0) d41 (ite (= h10_rhs 1) d42 (ite (= h10_rhs 2) 3 0))))
;; <- success
(define-fun d75 () Int (ite (= h10_base 0) d41 (ite (= h10_base 1) d42 3)))
;; <- success
(define-fun d76 () Int (ite (= h10_k 0) d74 (ite (= d75 1) d46 (ite (= d75 2) d47 (- 1)))))
;; <- success
(assert (=> (and d73 (not s10)) (or (= d41 1) (= d41 2))))
;; <- success
(assert (=> (and (and d73 s10) (or (= h10_k 1) (= h10_k 2) (= h10_k 5))) (and (= h10_fld 0) (or (= d75 1) (= d75 2) (= d75 3)))))
;; <- success
(define-fun d77 () Int (ite (and (and d73 s10) (not (or (= h10_k 2) (= h10_k 7) (= h10_k 5))) (= h10_lhs 0)) d76 d41))
;; <- success
(define-fun d78 () Int (ite (and (and d73 s10) (not (or (= h10_k 2) (= h10_k 7) (= h10_k 5))) (= h10_lhs 1)) d76 d42))
;; <- success
(define-fun d79 () Int (ite (and (and d73 s10) (not (or (= h10_k 2) (= h10_k 7) (= h10_k 5))) (= h10_lhs 2)) d76 3))
;; <- success
(define-fun d80 () Bool (and d73 (not s10)))
;; <- success
(define-fun d81 () Int (ite (and d80 (= d41 1)) 3 d46))
;; <- success
(define-fun d82 () Int (ite (and d80 (= d41 2)) 3 d47))
;; <- success
(define-fun d83 () Bool (and (and d73 s10) (= h10_k 2) (= h10_fld 0)))
;; <- success
(define-fun d84 () Int (ite (and d83 (= d75 1)) d74 d81))
;; <- success
(define-fun d85 () Int (ite (and d83 (= d75 2)) d74 d82))
;; <- success
(define-fun d86 () Int (ite (and d83 (= d75 3)) d74 (- 1)))
;; <- success
(define-fun d87 () Int (ite (= g11_x 0) d77 (ite (= g11_x 1) d78 d79)))
;; <- success
(define-fun d88 () Int (ite (= g11_y 0) d77 (ite (= g11_y 1) d78 (ite (= g11_y 2) d79 0))))
;; <- success
(define-fun d89 () Int (ite (= g11_x 0) d58 (ite (= g11_x 1) d59 (ite (= g11_x 2) d60 (ite (= g11_x 3) d61 d66)))))
;; <- success
(define-fun d90 () Int (ite (= g11_y 0) d58 (ite (= g11_y 1) d59 (ite (= g11_y 2) d60 (ite (= g11_y 3) d61 (ite (= g11_y 4) d66 (ite (= g11_y 5) (- 1) (ite (= g11_y 6) 0 1))))))))
;; <- success
(define-fun d91 () Bool (ite r11 (ite g11_del false (ite g11_ptr (ite (= g11_op 0) (= d87 d88) (distinct d87 d88)) (ite (= g11_op 0) (= d89 d90) (ite (= g11_op 1) (distinct d89 d90) (ite (= g11_op 2) (< d89 d90) (ite (= g11_op 3) (<= d89 d90) (ite (= g11_op 4) (> d89 d90) (>= d89 d90)))))))) true))
;; <- success
(define-fun d92 () Int (ite (= h11_rhs 0) d58 (ite (= h11_rhs 1) d59 (ite (= h11_rhs 2) d60 (ite (= h11_rhs 3) d61 (ite (= h11_rhs 4) d66 (ite (= h11_rhs 5) (- 1) (ite (= h11_rhs 6) 0 1))))))))
;; <- success
(define-fun d93 () Int (ite (= h11_base 0) d77 (ite (= h11_base 1) d78 d79)))
;; <- success
(define-fun d94 () Int (ite (= h11_at 0) (ite (= h11_to 0) (+ d58 d60) (ite (= h11_to 1) (+ d59 d60) (ite (= h11_to 2) (+ d60 d60) (ite (= h11_to 3) (+ d61 d60) (+ d66 d60))))) (ite (= h11_to 0) (+ d61 d58) (ite (= h11_to 1) (+ d61 d59) (ite (= h11_to 2) (+ d61 d60) (ite (= h11_to 3) (+ d61 d61) (+ d61 d66)))))))
;; <- success
(define-fun d95 () Int (ite (= h11_k 9) d94 (ite (= h11_k 5) (+ d61 d60) (ite (= h11_k 0) d92 (ite (= h11_k 3) (+ d92 (ite (= h11_add 0) (- 1) (ite (= h11_add 1) 0 1))) (ite (= d93 1) d64 (ite (= d93 2) d65 d61)))))))
;; <- success
(assert (=> (and (and d91 s11) (or (= h11_k 1) (= h11_k 2))) (and (= h11_fld 0) (or (= d93 1) (= d93 2) (= d93 3)))))
;; <- success
(define-fun d96 () Int (ite (and d91 (not s11)) (+ d61 d60) d60))
;; <- success
(define-fun d97 () Int (ite (and (and d91 s11) (not (or (= h11_k 2) (= h11_k 7))) (= h11_lhs 0)) d95 d58))
;; <- success
(define-fun d98 () Int (ite (and (and d91 s11) (not (or (= h11_k 2) (= h11_k 7))) (= h11_lhs 1)) d95 d59))
;; <- success
(define-fun d99 () Int (ite (and (and d91 s11) (not (or (= h11_k 2) (= h11_k 7))) (= h11_lhs 2)) d95 d96))
;; <- success
(define-fun d100 () Int (ite (and (and d91 s11) (not (or (= h11_k 2) (= h11_k 7))) (= h11_lhs 3)) d95 d61))
;; <- success
(define-fun d101 () Int (ite (and (and d91 s11) (not (or (= h11_k 2) (= h11_k 7))) (= h11_lhs 4)) d95 d66))
;; <- success
(define-fun d102 () Bool (and (and d91 s11) (= h11_k 2) (= h11_fld 0)))
;; <- success
(define-fun d103 () Int (ite (and d102 (= d93 1)) d92 d64))
;; <- success
(define-fun d104 () Int (ite (and d102 (= d93 2)) d92 d65))
;; <- success
(define-fun d105 () Int (ite (and d102 (= d93 3)) d92 d61))
;; <- success
(define-fun d106 () Int (+ d101 1))
;; <- success
(assert (= d97 6))
;; <- success
(assert (= d79 3))
;; <- success
(assert (= d77 1))
;; <- success
(assert (= d106 3))
;; <- success
(assert (= d98 10))
;; <- success
(assert (= d99 (- 2)))
;; <- success
(assert (= d78 3))
;; <- success
(assert (= d100 4))
;; <- success
(assert (= d103 10))
;; <- success
(assert (= d84 2))
;; <- success
(assert (= d104 8))
;; <- success
(assert (= d85 3))
;; <- success
(assert (= d105 6))
;; <- success
(define-fun d107 () Bool (< d106 d97))
;; <- success
(assert d107)
;; <- success
(assert (=> true true))
;; <- success
(define-fun d108 () Bool (= d77 0))
;; <- success
(assert (not d108))
;; <- success
(define-fun d109 () Int (ite (= g10_x 0) d77 (ite (= g10_x 1) d78 4)))
;; <- success
(define-fun d110 () Int (ite (= g10_y 0) d77 (ite (= g10_y 1) d78 (ite (= g10_y 2) 4 0))))
;; <- success
(define-fun d111 () Int (ite (= g10_x 0) d97 (ite (= g10_x 1) d98 (ite (= g10_x 2) d99 (ite (= g10_x 3) d100 d106)))))
;; <- success
(define-fun d112 () Int (ite (= g10_y 0) d97 (ite (= g10_y 1) d98 (ite (= g10_y 2) d99 (ite (= g10_y 3) d100 (ite (= g10_y 4) d106 (ite (= g10_y 5) (- 1) (ite (= g10_y 6) 0 1))))))))
;; <- success
(define-fun d113 () Bool (ite r10 (ite g10_del false (and (not d108) (ite g10_ptr (ite (= g10_op 0) (= d109 d110) (distinct d109 d110)) (ite (= g10_op 0) (= d111 d112) (ite (= g10_op 1) (distinct d111 d112) (ite (= g10_op 2) (< d111 d112) (ite (= g10_op 3) (<= d111 d112) (ite (= g10_op 4) (> d111 d112) (>= d111 d112))))))))) (not d108)))
;; <- success
(define-fun d114 () Int (ite (= h10_rhs 0) d77 (ite (= h10_rhs 1) d78 (ite (= h10_rhs 2) 4 0))))
;; <- success
(define-fun d115 () Int (ite (= h10_base 0) d77 (ite (= h10_base 1) d78 4)))
;; <- success
(define-fun d116 () Int (ite (= h10_k 0) d114 (ite (= d115 1) d84 (ite (= d115 2) d85 (ite (= d115 3) d86 (- 1))))))
;; <- success
(assert (=> (and d113 (not s10)) (or (= d77 1) (= d77 2) (= d77 3))))
;; <- success
(assert (=> (and (and d113 s10) (or (= h10_k 1) (= h10_k 2) (= h10_k 5))) (and (= h10_fld 0) (or (= d115 1) (= d115 2) (= d115 3) (= d115 4)))))
;; <- success
(define-fun d117 () Int (ite (and (and d113 s10) (not (or (= h10_k 2) (= h10_k 7) (= h10_k 5))) (= h10_lhs 0)) d116 d77))
;; <- success
(define-fun d118 () Int (ite (and (and d113 s10) (not (or (= h10_k 2) (= h10_k 7) (= h10_k 5))) (= h10_lhs 1)) d116 d78))
;; <- success
(define-fun d119 () Int (ite (and (and d113 s10) (not (or (= h10_k 2) (= h10_k 7) (= h10_k 5))) (= h10_lhs 2)) d116 4))
;; <- success
(define-fun d120 () Bool (and d113 (not s10)))
;; <- success
(define-fun d121 () Int (ite (and d120 (= d77 1)) 4 d84))
;; <- success
(define-fun d122 () Int (ite (and d120 (= d77 2)) 4 d85))
;; <- success
(define-fun d123 () Int (ite (and d120 (= d77 3)) 4 d86))
;; <- success
(define-fun d124 () Bool (and (and d113 s10) (= h10_k 2) (= h10_fld 0)))
;; <- success
(define-fun d125 () Int (ite (and d124 (= d115 1)) d114 d121))
;; <- success
(define-fun d126 () Int (ite (and d124 (= d115 2)) d114 d122))
;; <- success
(define-fun d127 () Int (ite (and d124 (= d115 3)) d114 d123))
;; <- success
(define-fun d128 () Int (ite (and d124 (= d115 4)) d114 (- 1)))
;; <- success
(define-fun d129 () Int (ite (= g11_x 0) d117 (ite (= g11_x 1) d118 d119)))
;; <- success
(define-fun d130 () Int (ite (= g11_y 0) d117 (ite (= g11_y 1) d118 (ite (= g11_y 2) d119 0))))
;; <- success
(define-fun d131 () Int (ite (= g11_x 0) d97 (ite (= g11_x 1) d98 (ite (= g11_x 2) d99 (ite (= g11_x 3) d100 d106)))))
;; <- success
(define-fun d132 () Int (ite (= g11_y 0) d97 (ite (= g11_y 1) d98 (ite (= g11_y 2) d99 (ite (= g11_y 3) d100 (ite (= g11_y 4) d106 (ite (= g11_y 5) (- 1) (ite (= g11_y 6) 0 1))))))))
;; <- success
(define-fun d133 () Bool (ite r11 (ite g11_del false (ite g11_ptr (ite (= g11_op 0) (= d129 d130) (distinct d129 d130)) (ite (= g11_op 0) (= d131 d132) (ite (= g11_op 1) (distinct d131 d132) (ite (= g11_op 2) (< d131 d132) (ite (= g11_op 3) (<= d131 d132) (ite (= g11_op 4) (> d131 d132) (>= d131 d132)))))))) true))
;; <- success
(define-fun d134 () Int (ite (= h11_rhs 0) d97 (ite (= h11_rhs 1) d98 (ite (= h11_rhs 2) d99 (ite (= h11_rhs 3) d100 (ite (= h11_rhs 4) d106 (ite (= h11_rhs 5) (- 1) (ite (= h11_rhs 6) 0 1))))))))
;; <- success
(define-fun d135 () Int (ite (= h11_base 0) d117 (ite (= h11_base 1) d118 d119)))
;; <- success
(define-fun d136 () Int (ite (= h11_at 0) (ite (= h11_to 0) (+ d97 d99) (ite (= h11_to 1) (+ d98 d99) (ite (= h11_to 2) (+ d99 d99) (ite (= h11_to 3) (+ d100 d99) (+ d106 d99))))) (ite (= h11_to 0) (+ d100 d97) (ite (= h11_to 1) (+ d100 d98) (ite (= h11_to 2) (+ d100 d99) (ite (= h11_to 3) (+ d100 d100) (+ d100 d106)))))))
;; <- success
(define-fun d137 () Int (ite (= h11_k 9) d136 (ite (= h11_k 5) (+ d100 d99) (ite (= h11_k 0) d134 (ite (= h11_k 3) (+ d134 (ite (= h11_add 0) (- 1) (ite (= h11_add 1) 0 1))) (ite (= d135 1) d103 (ite (= d135 2) d104 (ite (= d135 3) d105 d100))))))))
;; <- success
(assert (=> (and (and d133 s11) (or (= h11_k 1) (= h11_k 2))) (and (= h11_fld 0) (or (= d135 1) (= d135 2) (= d135 3) (= d135 4)))))
;; <- success
(define-fun d138 () Int (ite (and d133 (not s11)) (+ d100 d99) d99))
;; <- success
(define-fun d139 () Int (ite (and (and d133 s11) (not (or (= h11_k 2) (= h11_k 7))) (= h11_lhs 0)) d137 d97))
;; <- success
(define-fun d140 () Int (ite (and (and d133 s11) (not (or (= h11_k 2) (= h11_k 7))) (= h11_lhs 1)) d137 d98))
;; <- success
(define-fun d141 () Int (ite (and (and d133 s11) (not (or (= h11_k 2) (= h11_k 7))) (= h11_lhs 2)) d137 d138))
;; <- success
(define-fun d142 () Int (ite (and (and d133 s11) (not (or (= h11_k 2) (= h11_k 7))) (= h11_lhs 3)) d137 d100))
;; <- success
(define-fun d143 () Int (ite (and (and d133 s11) (not (or (= h11_k 2) (= h11_k 7))) (= h11_lhs 4)) d137 d106))
;; <- success
(define-fun d144 () Bool (and (and d133 s11) (= h11_k 2) (= h11_fld 0)))
;; <- success
(define-fun d145 () Int (ite (and d144 (= d135 1)) d134 d103))
;; <- success
(define-fun d146 () Int (ite (and d144 (= d135 2)) d134 d104))
;; <- success
(define-fun d147 () Int (ite (and d144 (= d135 3)) d134 d105))
;; <- success
(define-fun d148 () Int (ite (and d144 (= d135 4)) d134 d100))
;; <- success
(define-fun d149 () Int (+ d143 1))
;; <- success
(assert (= d139 6))
;; <- success
(assert (= d119 4))
;; <- success
(assert (= d117 1))
;; <- success
(assert (= d149 4))
;; <- success
(assert (= d140 10))
;; <- success
(assert (= d141 (- 2)))
;; <- success
(assert (= d118 4))
;; <- success
(assert (= d142 2))
;; <- success
(assert (= d145 10))
;; <- success
(assert (= d125 2))
;; <- success
(assert (= d146 8))
;; <- success
(assert (= d126 3))
;; <- success
(assert (= d147 6))
;; <- success
(assert (= d127 4))
;; <- success
(assert (= d148 4))
;; <- success
(define-fun d150 () Bool (< d149 d139))
;; <- success
(assert d150)
;; <- success
(assert (=> true true))
;; <- success
(define-fun d151 () Bool (= d117 0))
;; <- success
(assert (not d151))
;; <- success
(define-fun d152 () Int (ite (= g10_x 0) d117 (ite (= g10_x 1) d118 5)))
;; <- success
(define-fun d153 () Int (ite (= g10_y 0) d117 (ite (= g10_y 1) d118 (ite (= g10_y 2) 5 0))))
;; <- success
(define-fun d154 () Int (ite (= g10_x 0) d139 (ite (= g10_x 1) d140 (ite (= g10_x 2) d141 (ite (= g10_x 3) d142 d149)))))
;; <- success
(define-fun d155 () Int (ite (= g10_y 0) d139 (ite (= g10_y 1) d140 (ite (= g10_y 2) d141 (ite (= g10_y 3) d142 (ite (= g10_y 4) d149 (ite (= g10_y 5) (- 1) (ite (= g10_y 6) 0 1))))))))
;; <- success
(define-fun d156 () Bool (ite r10 (ite g10_del false (and (not d151) (ite g10_ptr (ite (= g10_op 0) (= d152 d153) (distinct d152 d153)) (ite (= g10_op 0) (= d154 d155) (ite (= g10_op 1) (distinct d154 d155) (ite (= g10_op 2) (< d154 d155) (ite (= g10_op 3) (<= d154 d155) (ite (= g10_op 4) (> d154 d155) (>= d154 d155))))))))) (not d151)))
;; <- success
(define-fun d157 () Int (ite (= h10_rhs 0) d117 (ite (= h10_rhs 1) d118 (ite (= h10_rhs 2) 5 0))))
;; <- success
(define-fun d158 () Int (ite (= h10_base 0) d117 (ite (= h10_base 1) d118 5)))
;; <- success
(define-fun d159 () Int (ite (= h10_k 0) d157 (ite (= d158 1) d125 (ite (= d158 2) d126 (ite (= d158 3) d127 (ite (= d158 4) d128 (- 1)))))))
;; <- success
(assert (=> (and d156 (not s10)) (or (= d117 1) (= d117 2) (= d117 3) (= d117 4))))
;; <- success
(assert (=> (and (and d156 s10) (or (= h10_k 1) (= h10_k 2) (= h10_k 5))) (and (= h10_fld 0) (or (= d158 1) (= d158 2) (= d158 3) (= d158 4) (= d158 5)))))
;; <- success
(define-fun d160 () Int (ite (and (and d156 s10) (not (or (= h10_k 2) (= h10_k 7) (= h10_k 5))) (= h10_lhs 0)) d159 d117))
;; <- success
(define-fun d161 () Int (ite (and (and d156 s10) (not (or (= h10_k 2) (= h10_k 7) (= h10_k 5))) (= h10_lhs 1)) d159 d118))
;; <- success
(define-fun d162 () Int (ite (and (and d156 s10) (not (or (= h10_k 2) (= h10_k 7) (= h10_k 5))) (= h10_lhs 2)) d159 5))
;; <- success
(define-fun d163 () Bool (and d156 (not s10)))
;; <- success
(define-fun d164 () Int (ite (and d163 (= d117 1)) 5 d125))
;; <- success
(define-fun d165 () Int (ite (and d163 (= d117 2)) 5 d126))
;; <- success
(define-fun d166 () Int (ite (and d163 (= d117 3)) 5 d127))
;; <- success
(define-fun d167 () Int (ite (and d163 (= d117 4)) 5 d128))
;; <- success
(define-fun d168 () Bool (and (and d156 s10) (= h10_k 2) (= h10_fld 0)))
;; <- success
(define-fun d169 () Int (ite (and d168 (= d158 1)) d157 d164))
;; <- success
(define-fun d170 () Int (ite (and d168 (= d158 2)) d157 d165))
;; <- success
(define-fun d171 () Int (ite (and d168 (= d158 3)) d157 d166))
;; <- success
(define-fun d172 () Int (ite (and d168 (= d158 4)) d157 d167))
;; <- success
(define-fun d173 () Int (ite (and d168 (= d158 5)) d157 (- 1)))
;; <- success
(define-fun d174 () Int (ite (= g11_x 0) d160 (ite (= g11_x 1) d161 d162)))
;; <- success
(define-fun d175 () Int (ite (= g11_y 0) d160 (ite (= g11_y 1) d161 (ite (= g11_y 2) d162 0))))
;; <- success
(define-fun d176 () Int (ite (= g11_x 0) d139 (ite (= g11_x 1) d140 (ite (= g11_x 2) d141 (ite (= g11_x 3) d142 d149)))))
;; <- success
(define-fun d177 () Int (ite (= g11_y 0) d139 (ite (= g11_y 1) d140 (ite (= g11_y 2) d141 (ite (= g11_y 3) d142 (ite (= g11_y 4) d149 (ite (= g11_y 5) (- 1) (ite (= g11_y 6) 0 1))))))))
;; <- success
(define-fun d178 () Bool (ite r11 (ite g11_del false (ite g11_ptr (ite (= g11_op 0) (= d174 d175) (distinct d174 d175)) (ite (= g11_op 0) (= d176 d177) (ite (= g11_op 1) (distinct d176 d177) (ite (= g11_op 2) (< d176 d177) (ite (= g11_op 3) (<= d176 d177) (ite (= g11_op 4) (> d176 d177) (>= d176 d177)))))))) true))
;; <- success
(define-fun d179 () Int (ite (= h11_rhs 0) d139 (ite (= h11_rhs 1) d140 (ite (= h11_rhs 2) d141 (ite (= h11_rhs 3) d142 (ite (= h11_rhs 4) d149 (ite (= h11_rhs 5) (- 1) (ite (= h11_rhs 6) 0 1))))))))
;; <- success
(define-fun d180 () Int (ite (= h11_base 0) d160 (ite (= h11_base 1) d161 d162)))
;; <- success
(define-fun d181 () Int (ite (= h11_at 0) (ite (= h11_to 0) (+ d139 d141) (ite (= h11_to 1) (+ d140 d141) (ite (= h11_to 2) (+ d141 d141) (ite (= h11_to 3) (+ d142 d141) (+ d149 d141))))) (ite (= h11_to 0) (+ d142 d139) (ite (= h11_to 1) (+ d142 d140) (ite (= h11_to 2) (+ d142 d141) (ite (= h11_to 3) (+ d142 d142) (+ d142 d149)))))))
;; <- success
(define-fun d182 () Int (ite (= h11_k 9) d181 (ite (= h11_k 5) (+ d142 d141) (ite (= h11_k 0) d179 (ite (= h11_k 3) (+ d179 (ite (= h11_add 0) (- 1) (ite (= h11_add 1) 0 1))) (ite (= d180 1) d145 (ite (= d180 2) d146 (ite (= d180 3) d147 (ite (= d180 4) d148 d142)))))))))
;; <- success
(assert (=> (and (and d178 s11) (or (= h11_k 1) (= h11_k 2))) (and (= h11_fld 0) (or (= d180 1) (= d180 2) (= d180 3) (= d180 4) (= d180 5)))))
;; <- success
(define-fun d183 () Int (ite (and d178 (not s11)) (+ d142 d141) d141))
;; <- success
(define-fun d184 () Int (ite (and (and d178 s11) (not (or (= h11_k 2) (= h11_k 7))) (= h11_lhs 0)) d182 d139))
;; <- success
(define-fun d185 () Int (ite (and (and d178 s11) (not (or (= h11_k 2) (= h11_k 7))) (= h11_lhs 1)) d182 d140))
;; <- success
(define-fun d186 () Int (ite (and (and d178 s11) (not (or (= h11_k 2) (= h11_k 7))) (= h11_lhs 2)) d182 d183))
;; <- success
(define-fun d187 () Int (ite (and (and d178 s11) (not (or (= h11_k 2) (= h11_k 7))) (= h11_lhs 3)) d182 d142))
;; <- success
(define-fun d188 () Int (ite (and (and d178 s11) (not (or (= h11_k 2) (= h11_k 7))) (= h11_lhs 4)) d182 d149))
;; <- success
(define-fun d189 () Bool (and (and d178 s11) (= h11_k 2) (= h11_fld 0)))
;; <- success
(define-fun d190 () Int (ite (and d189 (= d180 1)) d179 d145))
;; <- success
(define-fun d191 () Int (ite (and d189 (= d180 2)) d179 d146))
;; <- success
(define-fun d192 () Int (ite (and d189 (= d180 3)) d179 d147))
;; <- success
(define-fun d193 () Int (ite (and d189 (= d180 4)) d179 d148))
;; <- success
(define-fun d194 () Int (ite (and d189 (= d180 5)) d179 d142))
;; <- success
(define-fun d195 () Int (+ d188 1))
;; <- success
(assert (= d184 6))
;; <- success
(assert (= d162 5))
;; <- success
(assert (= d160 1))
;; <- success
(assert (= d195 5))
;; <- success
(assert (= d185 10))
;; <- success
(assert (= d186 (- 2)))
;; <- success
(assert (= d161 5))
;; <- success
(assert (= d187 0))
;; <- success
(assert (= d190 10))
;; <- success
(assert (= d169 2))
;; <- success
(assert (= d191 8))
;; <- success
(assert (= d170 3))
;; <- success
(assert (= d192 6))
;; <- success
(assert (= d171 4))
;; <- success
(assert (= d193 4))
;; <- success
(assert (= d172 5))
;; <- success
(assert (= d194 2))
;; <- success
(define-fun d196 () Bool (< d195 d184))
;; <- success
(assert d196)
;; <- success
(assert (=> true true))
;; <- success
(define-fun d197 () Bool (= d160 0))
;; <- success
(assert (not d197))
;; <- success
(define-fun d198 () Int (ite (= g10_x 0) d160 (ite (= g10_x 1) d161 6)))
;; <- success
(define-fun d199 () Int (ite (= g10_y 0) d160 (ite (= g10_y 1) d161 (ite (= g10_y 2) 6 0))))
;; <- success
(define-fun d200 () Int (ite (= g10_x 0) d184 (ite (= g10_x 1) d185 (ite (= g10_x 2) d186 (ite (= g10_x 3) d187 d195)))))
;; <- success
(define-fun d201 () Int (ite (= g10_y 0) d184 (ite (= g10_y 1) d185 (ite (= g10_y 2) d186 (ite (= g10_y 3) d187 (ite (= g10_y 4) d195 (ite (= g10_y 5) (- 1) (ite (= g10_y 6) 0 1))))))))
;; <- success
(define-fun d202 () Bool (ite r10 (ite g10_del false (and (not d197) (ite g10_ptr (ite (= g10_op 0) (= d198 d199) (distinct d198 d199)) (ite (= g10_op 0) (= d200 d201) (ite (= g10_op 1) (distinct d200 d201) (ite (= g10_op 2) (< d200 d201) (ite (= g10_op 3) (<= d200 d201) (ite (= g10_op 4) (> d200 d201) (>= d200 d201))))))))) (not d197)))
;; <- success
(define-fun d203 () Int (ite (= h10_rhs 0) d160 (ite (= h10_rhs 1) d161 (ite (= h10_rhs 2) 6 0))))
;; <- success
(define-fun d204 () Int (ite (= h10_base 0) d160 (ite (= h10_base 1) d161 6)))
;; <- success
(define-fun d205 () Int (ite (= h10_k 0) d203 (ite (= d204 1) d169 (ite (= d204 2) d170 (ite (= d204 3) d171 (ite (= d204 4) d172 (ite (= d204 5) d173 (- 1))))))))
;; <- success
(assert (=> (and d202 (not s10)) (or (= d160 1) (= d160 2) (= d160 3) (= d160 4) (= d160 5))))
;; <- success
(assert (=> (and (and d202 s10) (or (= h10_k 1) (= h10_k 2) (= h10_k 5))) (and (= h10_fld 0) (or (= d204 1) (= d204 2) (= d204 3) (= d204 4) (= d204 5) (= d204 6)))))
;; <- success
(define-fun d206 () Int (ite (and (and d202 s10) (not (or (= h10_k 2) (= h10_k 7) (= h10_k 5))) (= h10_lhs 0)) d205 d160))
;; <- success
(define-fun d207 () Int (ite (and (and d202 s10) (not (or (= h10_k 2) (= h10_k 7) (= h10_k 5))) (= h10_lhs 1)) d205 d161))
;; <- success
(define-fun d208 () Int (ite (and (and d202 s10) (not (or (= h10_k 2) (= h10_k 7) (= h10_k 5))) (= h10_lhs 2)) d205 6))
;; <- success
(define-fun d209 () Bool (and d202 (not s10)))
;; <- success
(define-fun d210 () Int (ite (and d209 (= d160 1)) 6 d169))
;; <- success
(define-fun d211 () Int (ite (and d209 (= d160 2)) 6 d170))
;; <- success
(define-fun d212 () Int (ite (and d209 (= d160 3)) 6 d171))
;; <- success
(define-fun d213 () Int (ite (and d209 (= d160 4)) 6 d172))
;; <- success
(define-fun d214 () Int (ite (and d209 (= d160 5)) 6 d173))
;; <- success
(define-fun d215 () Bool (and (and d202 s10) (= h10_k 2) (= h10_fld 0)))
;; <- success
(define-fun d216 () Int (ite (and d215 (= d204 1)) d203 d210))
;; <- success
(define-fun d217 () Int (ite (and d215 (= d204 2)) d203 d211))
;; <- success
(define-fun d218 () Int (ite (and d215 (= d204 3)) d203 d212))
;; <- success
(define-fun d219 () Int (ite (and d215 (= d204 4)) d203 d213))
;; <- success
(define-fun d220 () Int (ite (and d215 (= d204 5)) d203 d214))
;; <- success
(define-fun d221 () Int (ite (and d215 (= d204 6)) d203 (- 1)))
;; <- success
(define-fun d222 () Int (ite (= g11_x 0) d206 (ite (= g11_x 1) d207 d208)))
;; <- success
(define-fun d223 () Int (ite (= g11_y 0) d206 (ite (= g11_y 1) d207 (ite (= g11_y 2) d208 0))))
;; <- success
(define-fun d224 () Int (ite (= g11_x 0) d184 (ite (= g11_x 1) d185 (ite (= g11_x 2) d186 (ite (= g11_x 3) d187 d195)))))
;; <- success
(define-fun d225 () Int (ite (= g11_y 0) d184 (ite (= g11_y 1) d185 (ite (= g11_y 2) d186 (ite (= g11_y 3) d187 (ite (= g11_y 4) d195 (ite (= g11_y 5) (- 1) (ite (= g11_y 6) 0 1))))))))
;; <- success
(define-fun d226 () Bool (ite r11 (ite g11_del false (ite g11_ptr (ite (= g11_op 0) (= d222 d223) (distinct d222 d223)) (ite (= g11_op 0) (= d224 d225) (ite (= g11_op 1) (distinct d224 d225) (ite (= g11_op 2) (< d224 d225) (ite (= g11_op 3) (<= d224 d225) (ite (= g11_op 4) (> d224 d225) (>= d224 d225)))))))) true))
;; <- success
(define-fun d227 () Int (ite (= h11_rhs 0) d184 (ite (= h11_rhs 1) d185 (ite (= h11_rhs 2) d186 (ite (= h11_rhs 3) d187 (ite (= h11_rhs 4) d195 (ite (= h11_rhs 5) (- 1) (ite (= h11_rhs 6) 0 1))))))))
;; <- success
(define-fun d228 () Int (ite (= h11_base 0) d206 (ite (= h11_base 1) d207 d208)))
;; <- success
(define-fun d229 () Int (ite (= h11_at 0) (ite (= h11_to 0) (+ d184 d186) (ite (= h11_to 1) (+ d185 d186) (ite (= h11_to 2) (+ d186 d186) (ite (= h11_to 3) (+ d187 d186) (+ d195 d186))))) (ite (= h11_to 0) (+ d187 d184) (ite (= h11_to 1) (+ d187 d185) (ite (= h11_to 2) (+ d187 d186) (ite (= h11_to 3) (+ d187 d187) (+ d187 d195)))))))
;; <- success
(define-fun d230 () Int (ite (= h11_k 9) d229 (ite (= h11_k 5) (+ d187 d186) (ite (= h11_k 0) d227 (ite (= h11_k 3) (+ d227 (ite (= h11_add 0) (- 1) (ite (= h11_add 1) 0 1))) (ite (= d228 1) d190 (ite (= d228 2) d191 (ite (= d228 3) d192 (ite (= d228 4) d193 (ite (= d228 5) d194 d187))))))))))
;; <- success
(assert (=> (and (and d226 s11) (or (= h11_k 1) (= h11_k 2))) (and (= h11_fld 0) (or (= d228 1) (= d228 2) (= d228 3) (= d228 4) (= d228 5) (= d228 6)))))
;; <- success
(define-fun d231 () Int (ite (and d226 (not s11)) (+ d187 d186) d186))
;; <- success
(define-fun d232 () Int (ite (and (and d226 s11) (not (or (= h11_k 2) (= h11_k 7))) (= h11_lhs 0)) d230 d184))
;; <- success
(define-fun d233 () Int (ite (and (and d226 s11) (not (or (= h11_k 2) (= h11_k 7))) (= h11_lhs 1)) d230 d185))
;; <- success
(define-fun d234 () Int (ite (and (and d226 s11) (not (or (= h11_k 2) (= h11_k 7))) (= h11_lhs 2)) d230 d231))
;; <- success
(define-fun d235 () Int (ite (and (and d226 s11) (not (or (= h11_k 2) (= h11_k 7))) (= h11_lhs 3)) d230 d187))
;; <- success
(define-fun d236 () Int (ite (and (and d226 s11) (not (or (= h11_k 2) (= h11_k 7))) (= h11_lhs 4)) d230 d195))
;; <- success
(define-fun d237 () Bool (and (and d226 s11) (= h11_k 2) (= h11_fld 0)))
;; <- success
(define-fun d238 () Int (ite (and d237 (= d228 1)) d227 d190))
;; <- success
(define-fun d239 () Int (ite (and d237 (= d228 2)) d227 d191))
;; <- success
(define-fun d240 () Int (ite (and d237 (= d228 3)) d227 d192))
;; <- success
(define-fun d241 () Int (ite (and d237 (= d228 4)) d227 d193))
;; <- success
(define-fun d242 () Int (ite (and d237 (= d228 5)) d227 d194))
;; <- success
(define-fun d243 () Int (ite (and d237 (= d228 6)) d227 d187))
;; <- success
(define-fun d244 () Int (+ d236 1))
;; <- success
(assert (= d232 6))
;; <- success
(assert (= d208 6))
;; <- success
(assert (= d206 1))
;; <- success
(assert (= d244 6))
;; <- success
(assert (= d233 10))
;; <- success
(assert (= d234 (- 2)))
;; <- success
(assert (= d207 6))
;; <- success
(assert (= d235 (- 2)))
;; <- success
(assert (= d238 10))
;; <- success
(assert (= d216 2))
;; <- success
(assert (= d239 8))
;; <- success
(assert (= d217 3))
;; <- success
(assert (= d240 6))
;; <- success
(assert (= d218 4))
;; <- success
(assert (= d241 4))
;; <- success
(assert (= d219 5))
;; <- success
(assert (= d242 2))
;; <- success
(assert (= d220 6))
;; <- success
(assert (= d243 0))
;; <- success
(define-fun d245 () Bool (< d244 d232))
;; <- success
(assert (not d245))
;; <- success
(define-fun d246 () Bool (not (= d207 0)))
;; <- success
(assert d246)
;; <- success
(assert (=> d246 (or (= d207 1) (= d207 2) (= d207 3) (= d207 4) (= d207 5) (= d207 6))))
;; <- success
(define-fun d247 () Int (ite (and d246 (= d207 1)) d206 d216))
;; <- success
(define-fun d248 () Int (ite (and d246 (= d207 2)) d206 d217))
;; <- success
(define-fun d249 () Int (ite (and d246 (= d207 3)) d206 d218))
;; <- success
(define-fun d250 () Int (ite (and d246 (= d207 4)) d206 d219))
;; <- success
(define-fun d251 () Int (ite (and d246 (= d207 5)) d206 d220))
;; <- success
(define-fun d252 () Int (ite (and d246 (= d207 6)) d206 d221))
;; <- success
(assert (= d232 6))
;; <- success
(assert (= d208 6))
;; <- success
(assert (= d206 1))
;; <- success
(assert (= d244 6))
;; <- success
(assert (= d206 1))
;; <- success
(assert (= d233 10))
;; <- success
(assert (= d234 (- 2)))
;; <- success
(assert (= d207 6))
;; <- success
(assert (= d235 (- 2)))
;; <- success
(assert (= d238 10))
;; <- success
(assert (= d247 2))
;; <- success
(assert (= d239 8))
;; <- success
(assert (= d248 3))
;; <- success
(assert (= d240 6))
;; <- success
(assert (= d249 4))
;; <- success
(assert (= d241 4))
;; <- success
(assert (= d250 5))
;; <- success
(assert (= d242 2))
;; <- success
(assert (= d251 6))
;; <- success
(assert (= d243 0))
;; <- success
(assert (= d252 1))
;; <- success
(declare-const u253 Bool)
;; <- success
(declare-const u254 Bool)
;; <- success
(declare-const u255 Bool)
;; <- success
(declare-const u256 Int)
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
(define-fun d257 () Bool (< 0 2))
;; <- success
(assert d257)
;; <- success
(assert (=> true true))
;; <- success
(define-fun d258 () Bool (= 0 0))
;; <- success
(assert d258)
;; <- success
(define-fun d259 () Int (ite d258 1 0))
;; <- success
(define-fun d260 () Int (ite (= g11_x 0) d259 (ite (= g11_x 1) 0 1)))
;; <- success
(define-fun d261 () Int (ite (= g11_y 0) d259 (ite (= g11_y 1) 0 (ite (= g11_y 2) 1 0))))
;; <- success
(define-fun d262 () Int (ite (= g11_x 0) 2 (ite (= g11_x 1) 0 (ite (= g11_x 2) 7 0))))
;; <- success
(define-fun d263 () Int (ite (= g11_y 0) 2 (ite (= g11_y 1) 0 (ite (= g11_y 2) 7 (ite (= g11_y 3) 0 (ite (= g11_y 4) 0 (ite (= g11_y 5) (- 1) (ite (= g11_y 6) 0 1))))))))
;; <- success
(define-fun d264 () Bool (ite r11 (ite g11_del false (ite g11_ptr (ite (= g11_op 0) (= d260 d261) (distinct d260 d261)) (ite (= g11_op 0) (= d262 d263) (ite (= g11_op 1) (distinct d262 d263) (ite (= g11_op 2) (< d262 d263) (ite (= g11_op 3) (<= d262 d263) (ite (= g11_op 4) (> d262 d263) (>= d262 d263)))))))) true))
;; <- success
(define-fun d265 () Int (ite (= h11_rhs 0) 2 (ite (= h11_rhs 1) 0 (ite (= h11_rhs 2) 7 (ite (= h11_rhs 3) 0 (ite (= h11_rhs 4) 0 (ite (= h11_rhs 5) (- 1) (ite (= h11_rhs 6) 0 1))))))))
;; <- success
(define-fun d266 () Int (ite (= h11_base 0) d259 (ite (= h11_base 1) 0 1)))
;; <- success
(define-fun d267 () Int (ite (= h11_at 0) (ite (= h11_to 0) (+ 2 7) (ite (= h11_to 1) (+ 0 7) (ite (= h11_to 2) (+ 7 7) (+ 0 7)))) (ite (= h11_to 0) (+ 0 2) (ite (= h11_to 1) (+ 0 0) (ite (= h11_to 2) (+ 0 7) (+ 0 0))))))
;; <- success
(define-fun d268 () Int (ite (= h11_k 9) d267 (ite (= h11_k 5) (+ 0 7) (ite (= h11_k 0) d265 (ite (= h11_k 3) (+ d265 (ite (= h11_add 0) (- 1) (ite (= h11_add 1) 0 1))) 0)))))
;; <- success
(assert (=> (and (and d264 s11) (or (= h11_k 1) (= h11_k 2))) (and (= h11_fld 0) (= d266 1))))
;; <- success
(define-fun d269 () Int (ite (and d264 (not s11)) (+ 0 7) 7))
;; <- success
(define-fun d270 () Int (ite (and (and d264 s11) (not (or (= h11_k 2) (= h11_k 7))) (= h11_lhs 0)) d268 2))
;; <- success
(define-fun d271 () Int (ite (and (and d264 s11) (not (or (= h11_k 2) (= h11_k 7))) (= h11_lhs 1)) d268 0))
;; <- success
(define-fun d272 () Int (ite (and (and d264 s11) (not (or (= h11_k 2) (= h11_k 7))) (= h11_lhs 2)) d268 d269))
;; <- success
(define-fun d273 () Int (ite (and (and d264 s11) (not (or (= h11_k 2) (= h11_k 7))) (= h11_lhs 3)) d268 0))
;; <- success
(define-fun d274 () Int (ite (and (and d264 s11) (not (or (= h11_k 2) (= h11_k 7))) (= h11_lhs 4)) d268 0))
;; <- success
(define-fun d275 () Int (ite (and (and (and d264 s11) (= h11_k 2) (= h11_fld 0)) (= d266 1)) d265 0))
;; <- success
(define-fun d276 () Int (+ d274 1))
;; <- success
(assert (= d270 2))
;; <- success
(assert true)
;; <- success
(assert (= d259 1))
;; <- success
(assert (= d276 1))
;; <- success
(assert (= d271 0))
;; <- success
(assert (= d272 7))
;; <- success
(assert (= 0 1))
;; <- success
(assert (= d273 7))
;; <- success
(assert (= d275 0))
;; <- success
(define-fun d277 () Bool (< d276 d270))
;; <- success
(assert d277)
;; <- success
(assert (=> true true))
;; <- success
(define-fun d278 () Bool (= d259 0))
;; <- success
(assert (not d278))
;; <- success
(define-fun d279 () Int (ite (= g10_x 0) d259 (ite (= g10_x 1) 0 2)))
;; <- success
(define-fun d280 () Int (ite (= g10_y 0) d259 (ite (= g10_y 1) 0 (ite (= g10_y 2) 2 0))))
;; <- success
(define-fun d281 () Int (ite (= g10_x 0) d270 (ite (= g10_x 1) d271 (ite (= g10_x 2) d272 (ite (= g10_x 3) d273 d276)))))
;; <- success
(define-fun d282 () Int (ite (= g10_y 0) d270 (ite (= g10_y 1) d271 (ite (= g10_y 2) d272 (ite (= g10_y 3) d273 (ite (= g10_y 4) d276 (ite (= g10_y 5) (- 1) (ite (= g10_y 6) 0 1))))))))
;; <- success
(define-fun d283 () Bool (ite r10 (ite g10_del false (and (not d278) (ite g10_ptr (ite (= g10_op 0) (= d279 d280) (distinct d279 d280)) (ite (= g10_op 0) (= d281 d282) (ite (= g10_op 1) (distinct d281 d282) (ite (= g10_op 2) (< d281 d282) (ite (= g10_op 3) (<= d281 d282) (ite (= g10_op 4) (> d281 d282) (>= d281 d282))))))))) (not d278)))
;; <- success
(define-fun d284 () Int (ite (= h10_rhs 0) d259 (ite (= h10_rhs 1) 0 (ite (= h10_rhs 2) 2 0))))
;; <- success
(define-fun d285 () Int (ite (= h10_base 0) d259 (ite (= h10_base 1) 0 2)))
;; <- success
(define-fun d286 () Int (ite (= h10_k 0) d284 (- 1)))
;; <- success
(assert (=> (and d283 (not s10)) (= d259 1)))
;; <- success
(assert (=> (and (and d283 s10) (or (= h10_k 1) (= h10_k 2) (= h10_k 5))) (and (= h10_fld 0) (or (= d285 1) (= d285 2)))))
;; <- success
(define-fun d287 () Int (ite (and (and d283 s10) (not (or (= h10_k 2) (= h10_k 7) (= h10_k 5))) (= h10_lhs 0)) d286 d259))
;; <- success
(define-fun d288 () Int (ite (and (and d283 s10) (not (or (= h10_k 2) (= h10_k 7) (= h10_k 5))) (= h10_lhs 1)) d286 0))
;; <- success
(define-fun d289 () Int (ite (and (and d283 s10) (not (or (= h10_k 2) (= h10_k 7) (= h10_k 5))) (= h10_lhs 2)) d286 2))
;; <- success
(define-fun d290 () Int (ite (and (and d283 (not s10)) (= d259 1)) 2 (- 1)))
;; <- success
(define-fun d291 () Bool (and (and d283 s10) (= h10_k 2) (= h10_fld 0)))
;; <- success
(define-fun d292 () Int (ite (and d291 (= d285 1)) d284 d290))
;; <- success
(define-fun d293 () Int (ite (and d291 (= d285 2)) d284 (- 1)))
;; <- success
(define-fun d294 () Int (ite (= g11_x 0) d287 (ite (= g11_x 1) d288 d289)))
;; <- success
(define-fun d295 () Int (ite (= g11_y 0) d287 (ite (= g11_y 1) d288 (ite (= g11_y 2) d289 0))))
;; <- success
(define-fun d296 () Int (ite (= g11_x 0) d270 (ite (= g11_x 1) d271 (ite (= g11_x 2) d272 (ite (= g11_x 3) d273 d276)))))
;; <- success
(define-fun d297 () Int (ite (= g11_y 0) d270 (ite (= g11_y 1) d271 (ite (= g11_y 2) d272 (ite (= g11_y 3) d273 (ite (= g11_y 4) d276 (ite (= g11_y 5) (- 1) (ite (= g11_y 6) 0 1))))))))
;; <- success
(define-fun d298 () Bool (ite r11 (ite g11_del false (ite g11_ptr (ite (= g11_op 0) (= d294 d295) (distinct d294 d295)) (ite (= g11_op 0) (= d296 d297) (ite (= g11_op 1) (distinct d296 d297) (ite (= g11_op 2) (< d296 d297) (ite (= g11_op 3) (<= d296 d297) (ite (= g11_op 4) (> d296 d297) (>= d296 d297)))))))) true))
;; <- success
(define-fun d299 () Int (ite (= h11_rhs 0) d270 (ite (= h11_rhs 1) d271 (ite (= h11_rhs 2) d272 (ite (= h11_rhs 3) d273 (ite (= h11_rhs 4) d276 (ite (= h11_rhs 5) (- 1) (ite (= h11_rhs 6) 0 1))))))))
;; <- success
(define-fun d300 () Int (ite (= h11_base 0) d287 (ite (= h11_base 1) d288 d289)))
;; <- success
(define-fun d301 () Int (ite (= h11_at 0) (ite (= h11_to 0) (+ d270 d272) (ite (= h11_to 1) (+ d271 d272) (ite (= h11_to 2) (+ d272 d272) (ite (= h11_to 3) (+ d273 d272) (+ d276 d272))))) (ite (= h11_to 0) (+ d273 d270) (ite (= h11_to 1) (+ d273 d271) (ite (= h11_to 2) (+ d273 d272) (ite (= h11_to 3) (+ d273 d273) (+ d273 d276)))))))
;; <- success
(define-fun d302 () Int (ite (= h11_k 9) d301 (ite (= h11_k 5) (+ d273 d272) (ite (= h11_k 0) d299 (ite (= h11_k 3) (+ d299 (ite (= h11_add 0) (- 1) (ite (= h11_add 1) 0 1))) (ite (= d300 1) d275 d273))))))
;; <- success
(assert (=> (and (and d298 s11) (or (= h11_k 1) (= h11_k 2))) (and (= h11_fld 0) (or (= d300 1) (= d300 2)))))
;; <- success
(define-fun d303 () Int (ite (and d298 (not s11)) (+ d273 d272) d272))
;; <- success
(define-fun d304 () Int (ite (and (and d298 s11) (not (or (= h11_k 2) (= h11_k 7))) (= h11_lhs 0)) d302 d270))
;; <- success
(define-fun d305 () Int (ite (and (and d298 s11) (not (or (= h11_k 2) (= h11_k 7))) (= h11_lhs 1)) d302 d271))
;; <- success
(define-fun d306 () Int (ite (and (and d298 s11) (not (or (= h11_k 2) (= h11_k 7))) (= h11_lhs 2)) d302 d303))
;; <- success
(define-fun d307 () Int (ite (and (and d298 s11) (not (or (= h11_k 2) (= h11_k 7))) (= h11_lhs 3)) d302 d273))
;; <- success
(define-fun d308 () Int (ite (and (and d298 s11) (not (or (= h11_k 2) (= h11_k 7))) (= h11_lhs 4)) d302 d276))
;; <- success
(define-fun d309 () Bool (and (and d298 s11) (= h11_k 2) (= h11_fld 0)))
;; <- success
(define-fun d310 () Int (ite (and d309 (= d300 1)) d299 d275))
;; <- success
(define-fun d311 () Int (ite (and d309 (= d300 2)) d299 d273))
;; <- success
(define-fun d312 () Int (+ d308 1))
;; <- success
(assert (= d304 2))
;; <- success
(assert (= d289 2))
;; <- success
(assert (= d287 1))
;; <- success
(assert (= d312 2))
;; <- success
(assert (= d305 0))
;; <- success
(assert (= d306 7))
;; <- success
(assert (= d288 2))
;; <- success
(assert (= d307 14))
;; <- success
(assert (= d310 0))
;; <- success
(assert (= d292 2))
;; <- success
(assert (= d311 7))
;; <- success
(define-fun d313 () Bool (< d312 d304))
;; <- success
(assert (not d313))
;; <- success
(define-fun d314 () Bool (not (= d288 0)))
;; <- success
(assert d314)
;; <- success
(assert (=> d314 (or (= d288 1) (= d288 2))))
;; <- success
(define-fun d315 () Int (ite (and d314 (= d288 1)) d287 d292))
;; <- success
(define-fun d316 () Int (ite (and d314 (= d288 2)) d287 d293))
;; <- success
(assert (= d304 2))
;; <- success
(assert (= d289 2))
;; <- success
(assert (= d287 1))
;; <- success
(assert (= d312 2))
;; <- success
(assert (= d287 1))
;; <- success
(assert (= d305 0))
;; <- success
(assert (= d306 7))
;; <- success
(assert (= d288 2))
;; <- success
(assert (= d307 14))
;; <- success
(assert (= d310 0))
;; <- success
(assert (= d315 2))
;; <- success
(assert (= d311 7))
;; <- success
(assert (= d316 1))
;; <- success
(declare-const u317 Bool)
;; <- success
(declare-const u318 Bool)
;; <- success
(declare-const u319 Bool)
;; <- success
(declare-const u320 Int)
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
(define-fun d321 () Bool (< 0 1))
;; <- success
(assert d321)
;; <- success
(assert (=> true true))
;; <- success
(define-fun d322 () Bool (= 0 0))
;; <- success
(assert d322)
;; <- success
(define-fun d323 () Int (ite d322 1 0))
;; <- success
(define-fun d324 () Int (ite (= g11_x 0) d323 (ite (= g11_x 1) 0 1)))
;; <- success
(define-fun d325 () Int (ite (= g11_y 0) d323 (ite (= g11_y 1) 0 (ite (= g11_y 2) 1 0))))
;; <- success
(define-fun d326 () Int (ite (= g11_x 0) 1 (ite (= g11_x 1) 5 (ite (= g11_x 2) 3 (ite (= g11_x 3) 5 0)))))
;; <- success
(define-fun d327 () Int (ite (= g11_y 0) 1 (ite (= g11_y 1) 5 (ite (= g11_y 2) 3 (ite (= g11_y 3) 5 (ite (= g11_y 4) 0 (ite (= g11_y 5) (- 1) (ite (= g11_y 6) 0 1))))))))
;; <- success
(define-fun d328 () Bool (ite r11 (ite g11_del false (ite g11_ptr (ite (= g11_op 0) (= d324 d325) (distinct d324 d325)) (ite (= g11_op 0) (= d326 d327) (ite (= g11_op 1) (distinct d326 d327) (ite (= g11_op 2) (< d326 d327) (ite (= g11_op 3) (<= d326 d327) (ite (= g11_op 4) (> d326 d327) (>= d326 d327)))))))) true))
;; <- success
(define-fun d329 () Int (ite (= h11_rhs 0) 1 (ite (= h11_rhs 1) 5 (ite (= h11_rhs 2) 3 (ite (= h11_rhs 3) 5 (ite (= h11_rhs 4) 0 (ite (= h11_rhs 5) (- 1) (ite (= h11_rhs 6) 0 1))))))))
;; <- success
(define-fun d330 () Int (ite (= h11_base 0) d323 (ite (= h11_base 1) 0 1)))
;; <- success
(define-fun d331 () Int (ite (= h11_at 0) (ite (= h11_to 0) (+ 1 3) (ite (= h11_to 1) (+ 5 3) (ite (= h11_to 2) (+ 3 3) (ite (= h11_to 3) (+ 5 3) (+ 0 3))))) (ite (= h11_to 0) (+ 5 1) (ite (= h11_to 1) (+ 5 5) (ite (= h11_to 2) (+ 5 3) (ite (= h11_to 3) (+ 5 5) (+ 5 0)))))))
;; <- success
(define-fun d332 () Int (ite (= h11_k 9) d331 (ite (= h11_k 5) (+ 5 3) (ite (= h11_k 0) d329 (ite (= h11_k 3) (+ d329 (ite (= h11_add 0) (- 1) (ite (= h11_add 1) 0 1))) 5)))))
;; <- success
(assert (=> (and (and d328 s11) (or (= h11_k 1) (= h11_k 2))) (and (= h11_fld 0) (= d330 1))))
;; <- success
(define-fun d333 () Int (ite (and d328 (not s11)) (+ 5 3) 3))
;; <- success
(define-fun d334 () Int (ite (and (and d328 s11) (not (or (= h11_k 2) (= h11_k 7))) (= h11_lhs 0)) d332 1))
;; <- success
(define-fun d335 () Int (ite (and (and d328 s11) (not (or (= h11_k 2) (= h11_k 7))) (= h11_lhs 1)) d332 5))
;; <- success
(define-fun d336 () Int (ite (and (and d328 s11) (not (or (= h11_k 2) (= h11_k 7))) (= h11_lhs 2)) d332 d333))
;; <- success
(define-fun d337 () Int (ite (and (and d328 s11) (not (or (= h11_k 2) (= h11_k 7))) (= h11_lhs 3)) d332 5))
;; <- success
(define-fun d338 () Int (ite (and (and d328 s11) (not (or (= h11_k 2) (= h11_k 7))) (= h11_lhs 4)) d332 0))
;; <- success
(define-fun d339 () Int (ite (and (and (and d328 s11) (= h11_k 2) (= h11_fld 0)) (= d330 1)) d329 5))
;; <- success
(define-fun d340 () Int (+ d338 1))
;; <- success
(assert (= d334 1))
;; <- success
(assert true)
;; <- success
(assert (= d323 1))
;; <- success
(assert (= d340 1))
;; <- success
(assert (= d335 5))
;; <- success
(assert (= d336 3))
;; <- success
(assert (= 0 1))
;; <- success
(assert (= d337 8))
;; <- success
(assert (= d339 5))
;; <- success
(define-fun d341 () Bool (< d340 d334))
;; <- success
(assert (not d341))
;; <- success
(define-fun d342 () Bool (not (= 0 0)))
;; <- success
(assert d342)
;; <- success
(assert (=> d342 false))
;; <- success
(assert (= d334 1))
;; <- success
(assert true)
;; <- success
(assert (= d323 1))
;; <- success
(assert (= d340 1))
;; <- success
(assert (= d323 1))
;; <- success
(assert (= d335 5))
;; <- success
(assert (= d336 3))
;; <- success
(assert (= 0 1))
;; <- success
(assert (= d337 8))
;; <- success
(assert (= d339 5))
;; <- success
(assert (= (- 1) 1))
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
; respawn
(set-option :print-success true)
;; <- success
(set-option :produce-unsat-cores true)
;; <- success
(set-option :produce-unsat-assumptions true)
;; <- success
(set-logic ALL)
;; <- success
(push 1)
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
(define-fun d166 () Int (ite (and d157 (not s7)) d144 (- 1717986919)))
;; <- success
(define-fun d167 () Bool (and (and d157 s7) (= h7_k 2) (= h7_fld 0)))
;; <- success
(define-fun d168 () Int (ite (and d167 (= d159 1)) d158 d146))
;; <- success
(define-fun d169 () Int (ite (and d167 (= d159 2)) d158 d166))
;; <- success
(define-fun d170 () Int (ite (= h8_x 0) d112 (ite (= h8_x 1) d113 2)))
;; <- success
(define-fun d171 () Int (ite (= h8_y 0) d112 (ite (= h8_y 1) d113 (ite (= h8_y 2) 2 0))))
;; <- success
(define-fun d172 () Int (ite (= h8_x 0) d161 (ite (= h8_x 1) d162 (ite (= h8_x 2) d163 (ite (= h8_x 3) d164 d165)))))
;; <- success
(define-fun d173 () Int (ite (= h8_y 0) d161 (ite (= h8_y 1) d162 (ite (= h8_y 2) d163 (ite (= h8_y 3) d164 (ite (= h8_y 4) d165 (ite (= h8_y 5) (- 1) (ite (= h8_y 6) 0 1))))))))
;; <- success
(define-fun d174 () Bool (ite (not s8) (= d112 0) d102))
;; <- success
(define-fun d175 () Bool (ite s8 (ite h8_ptr (ite (= h8_op 0) (= d170 d171) (distinct d170 d171)) (ite (= h8_op 0) (= d172 d173) (ite (= h8_op 1) (distinct d172 d173) (ite (= h8_op 2) (< d172 d173) (ite (= h8_op 3) (<= d172 d173) (ite (= h8_op 4) (> d172 d173) (>= d172 d173))))))) d174))
;; <- success
(assert (not d175))
;; <- success
(define-fun d176 () Int (ite (= g10_x 0) d112 (ite (= g10_x 1) d113 2)))
;; <- success
(define-fun d177 () Int (ite (= g10_y 0) d112 (ite (= g10_y 1) d113 (ite (= g10_y 2) 2 0))))
;; <- success
(define-fun d178 () Int (ite (= g10_x 0) d161 (ite (= g10_x 1) d162 (ite (= g10_x 2) d163 (ite (= g10_x 3) d164 d165)))))
;; <- success
(define-fun d179 () Int (ite (= g10_y 0) d161 (ite (= g10_y 1) d162 (ite (= g10_y 2) d163 (ite (= g10_y 3) d164 (ite (= g10_y 4) d165 (ite (= g10_y 5) (- 1) (ite (= g10_y 6) 0 1))))))))
;; <- success
(define-fun d180 () Bool (ite r10 (ite g10_del false (and (not d175) (ite g10_ptr (ite (= g10_op 0) (= d176 d177) (distinct d176 d177)) (ite (= g10_op 0) (= d178 d179) (ite (= g10_op 1) (distinct d178 d179) (ite (= g10_op 2) (< d178 d179) (ite (= g10_op 3) (<= d178 d179) (ite (= g10_op 4) (> d178 d179) (>= d178 d179))))))))) (not d175)))
;; <- success
(define-fun d181 () Int (ite (= h10_rhs 0) d112 (ite (= h10_rhs 1) d113 (ite (= h10_rhs 2) 2 0))))
;; <- success
(define-fun d182 () Int (ite (= h10_base 0) d112 (ite (= h10_base 1) d113 2)))
;; <- success
(define-fun d183 () Int (ite (= h10_k 0) d181 (ite (= d182 1) d115 (- 1))))
;; <- success
(assert (=> (and d180 (not s10)) (= d112 1)))
;; <- success
(assert (=> (and (and d180 s10) (or (= h10_k 1) (= h10_k 2) (= h10_k 5))) (and (= h10_fld 0) (or (= d182 1) (= d182 2)))))
;; <- success
(define-fun d184 () Int (ite (and (and d180 s10) (not (or (= h10_k 2) (= h10_k 7) (= h10_k 5))) (= h10_lhs 0)) d183 d112))
;; <- success
(define-fun d185 () Int (ite (and (and d180 s10) (not (or (= h10_k 2) (= h10_k 7) (= h10_k 5))) (= h10_lhs 1)) d183 d113))
;; <- success
(define-fun d186 () Int (ite (and (and d180 s10) (not (or (= h10_k 2) (= h10_k 7) (= h10_k 5))) (= h10_lhs 2)) d183 2))
;; <- success
(define-fun d187 () Int (ite (and (and d180 (not s10)) (= d112 1)) 2 d115))
;; <- success
(define-fun d188 () Bool (and (and d180 s10) (= h10_k 2) (= h10_fld 0)))
;; <- success
(define-fun d189 () Int (ite (and d188 (= d182 1)) d181 d187))
;; <- success
(define-fun d190 () Int (ite (and d188 (= d182 2)) d181 (- 1)))
;; <- success
(define-fun d191 () Int (ite (= g11_x 0) d184 (ite (= g11_x 1) d185 d186)))
;; <- success
(define-fun d192 () Int (ite (= g11_y 0) d184 (ite (= g11_y 1) d185 (ite (= g11_y 2) d186 0))))
;; <- success
(define-fun d193 () Int (ite (= g11_x 0) d161 (ite (= g11_x 1) d162 (ite (= g11_x 2) d163 (ite (= g11_x 3) d164 d165)))))
;; <- success
(define-fun d194 () Int (ite (= g11_y 0) d161 (ite (= g11_y 1) d162 (ite (= g11_y 2) d163 (ite (= g11_y 3) d164 (ite (= g11_y 4) d165 (ite (= g11_y 5) (- 1) (ite (= g11_y 6) 0 1))))))))
;; <- success
(define-fun d195 () Bool (ite r11 (ite g11_del false (ite g11_ptr (ite (= g11_op 0) (= d191 d192) (distinct d191 d192)) (ite (= g11_op 0) (= d193 d194) (ite (= g11_op 1) (distinct d193 d194) (ite (= g11_op 2) (< d193 d194) (ite (= g11_op 3) (<= d193 d194) (ite (= g11_op 4) (> d193 d194) (>= d193 d194)))))))) true))
;; <- success
(define-fun d196 () Int (ite (= h11_rhs 0) d161 (ite (= h11_rhs 1) d162 (ite (= h11_rhs 2) d163 (ite (= h11_rhs 3) d164 (ite (= h11_rhs 4) d165 (ite (= h11_rhs 5) (- 1) (ite (= h11_rhs 6) 0 1))))))))
;; <- success
(define-fun d197 () Int (ite (= h11_base 0) d184 (ite (= h11_base 1) d185 d186)))
;; <- success
(define-fun d198 () Int (ite (= h11_at 0) (ite (= h11_to 0) (+ d161 d163) (ite (= h11_to 1) (+ d162 d163) (ite (= h11_to 2) (+ d163 d163) (ite (= h11_to 3) (+ d164 d163) (+ d165 d163))))) (ite (= h11_to 0) (+ d164 d161) (ite (= h11_to 1) (+ d164 d162) (ite (= h11_to 2) (+ d164 d163) (ite (= h11_to 3) (+ d164 d164) (+ d164 d165)))))))
;; <- success
(define-fun d199 () Int (ite (= h11_k 9) d198 (ite (= h11_k 5) (+ d164 d163) (ite (= h11_k 0) d196 (ite (= h11_k 3) (+ d196 (ite (= h11_add 0) (- 1) (ite (= h11_add 1) 0 1))) (ite (= d197 1) d168 d169))))))
;; <- success
(assert (=> (and (and d195 s11) (or (= h11_k 1) (= h11_k 2))) (and (= h11_fld 0) (or (= d197 1) (= d197 2)))))
;; <- success
(define-fun d200 () Int (ite (and d195 (not s11)) (+ d164 d163) d163))
;; <- success
(define-fun d201 () Int (ite (and (and d195 s11) (not (or (= h11_k 2) (= h11_k 7))) (= h11_lhs 0)) d199 d161))
;; <- success
(define-fun d202 () Int (ite (and (and d195 s11) (not (or (= h11_k 2) (= h11_k 7))) (= h11_lhs 1)) d199 d162))
;; <- success
(define-fun d203 () Int (ite (and (and d195 s11) (not (or (= h11_k 2) (= h11_k 7))) (= h11_lhs 2)) d199 d200))
;; <- success
(define-fun d204 () Int (ite (and (and d195 s11) (not (or (= h11_k 2) (= h11_k 7))) (= h11_lhs 3)) d199 d164))
;; <- success
(define-fun d205 () Int (ite (and (and d195 s11) (not (or (= h11_k 2) (= h11_k 7))) (= h11_lhs 4)) d199 d165))
;; <- success
(define-fun d206 () Bool (and (and d195 s11) (= h11_k 2) (= h11_fld 0)))
;; <- success
(define-fun d207 () Int (ite (and d206 (= d197 1)) d196 d168))
;; <- success
(define-fun d208 () Int (ite (and d206 (= d197 2)) d196 d169))
;; <- success
(define-fun d209 () Int (ite (= g12_x 0) d184 (ite (= g12_x 1) d185 d186)))
;; <- success
(define-fun d210 () Int (ite (= g12_y 0) d184 (ite (= g12_y 1) d185 (ite (= g12_y 2) d186 0))))
;; <- success
(define-fun d211 () Int (ite (= g12_x 0) d201 (ite (= g12_x 1) d202 (ite (= g12_x 2) d203 (ite (= g12_x 3) d204 d205)))))
;; <- success
(define-fun d212 () Int (ite (= g12_y 0) d201 (ite (= g12_y 1) d202 (ite (= g12_y 2) d203 (ite (= g12_y 3) d204 (ite (= g12_y 4) d205 (ite (= g12_y 5) (- 1) (ite (= g12_y 6) 0 1))))))))
;; <- success
(define-fun d213 () Bool (ite r12 (ite g12_del false (ite g12_ptr (ite (= g12_op 0) (= d209 d210) (distinct d209 d210)) (ite (= g12_op 0) (= d211 d212) (ite (= g12_op 1) (distinct d211 d212) (ite (= g12_op 2) (< d211 d212) (ite (= g12_op 3) (<= d211 d212) (ite (= g12_op 4) (> d211 d212) (>= d211 d212)))))))) true))
;; <- success
(define-fun d214 () Int (ite (= h12_rhs 0) d201 (ite (= h12_rhs 1) d202 (ite (= h12_rhs 2) d203 (ite (= h12_rhs 3) d204 (ite (= h12_rhs 4) d205 (ite (= h12_rhs 5) (- 1) (ite (= h12_rhs 6) 0 1))))))))
;; <- success
(define-fun d215 () Int (ite (= h12_base 0) d184 (ite (= h12_base 1) d185 d186)))
;; <- success
(define-fun d216 () Int (ite (= h12_k 5) (+ d205 1) (ite (= h12_k 0) d214 (ite (= h12_k 3) (+ d214 (ite (= h12_add 0) (- 1) (ite (= h12_add 1) 0 1))) (ite (= d215 1) d207 d208)))))
;; <- success
(assert (=> (and (and d213 s12) (or (= h12_k 1) (= h12_k 2))) (and (= h12_fld 0) (or (= d215 1) (= d215 2)))))
;; <- success
(define-fun d217 () Int (ite (and d213 (not s12)) (+ d205 1) d205))
;; <- success
(define-fun d218 () Int (ite (and (and d213 s12) (not (or (= h12_k 2) (= h12_k 7))) (= h12_lhs 0)) d216 d201))
;; <- success
(define-fun d219 () Int (ite (and (and d213 s12) (not (or (= h12_k 2) (= h12_k 7))) (= h12_lhs 1)) d216 d202))
;; <- success
(define-fun d220 () Int (ite (and (and d213 s12) (not (or (= h12_k 2) (= h12_k 7))) (= h12_lhs 2)) d216 d203))
;; <- success
(define-fun d221 () Int (ite (and (and d213 s12) (not (or (= h12_k 2) (= h12_k 7))) (= h12_lhs 3)) d216 d204))
;; <- success
(define-fun d222 () Int (ite (and (and d213 s12) (not (or (= h12_k 2) (= h12_k 7))) (= h12_lhs 4)) d216 d217))
;; <- success
(define-fun d223 () Bool (and (and d213 s12) (= h12_k 2) (= h12_fld 0)))
;; <- success
(define-fun d224 () Int (ite (and d223 (= d215 1)) d214 d207))
;; <- success
(define-fun d225 () Int (ite (and d223 (= d215 2)) d214 d208))
;; <- success
(assert (= d218 6))
;; <- success
(assert (= d186 2))
;; <- success
(assert (= d184 1))
;; <- success
(assert (= d222 2))
;; <- success
(assert (= d219 10))
;; <- success
(assert (= d220 (- 2)))
;; <- success
(assert (= d185 2))
;; <- success
(assert (= d221 6))
;; <- success
(assert (= d224 10))
;; <- success
(assert (= d189 2))
;; <- success
(assert (= d225 8))
;; <- success
(define-fun d226 () Int (ite (= h5_x 0) d184 (ite (= h5_x 1) d185 d186)))
;; <- success
(define-fun d227 () Int (ite (= h5_y 0) d184 (ite (= h5_y 1) d185 (ite (= h5_y 2) d186 0))))
;; <- success
(define-fun d228 () Int (ite (= h5_x 0) d218 (ite (= h5_x 1) d219 (ite (= h5_x 2) d220 (ite (= h5_x 3) d221 d222)))))
;; <- success
(define-fun d229 () Int (ite (= h5_y 0) d218 (ite (= h5_y 1) d219 (ite (= h5_y 2) d220 (ite (= h5_y 3) d221 (ite (= h5_y 4) d222 (ite (= h5_y 5) (- 1) (ite (= h5_y 6) 0 1))))))))
;; <- success
(define-fun d230 () Bool (ite (not s5) (< d222 d218) d152))
;; <- success
(define-fun d231 () Bool (ite s5 (ite h5_ptr (ite (= h5_op 0) (= d226 d227) (distinct d226 d227)) (ite (= h5_op 0) (= d228 d229) (ite (= h5_op 1) (distinct d228 d229) (ite (= h5_op 2) (< d228 d229) (ite (= h5_op 3) (<= d228 d229) (ite (= h5_op 4) (> d228 d229) (>= d228 d229))))))) d230))
;; <- success
(assert d231)
;; <- success
(define-fun d232 () Int (ite (= g7_x 0) d184 (ite (= g7_x 1) d185 3)))
;; <- success
(define-fun d233 () Int (ite (= g7_y 0) d184 (ite (= g7_y 1) d185 (ite (= g7_y 2) 3 0))))
;; <- success
(define-fun d234 () Int (ite (= g7_x 0) d218 (ite (= g7_x 1) d219 (ite (= g7_x 2) d220 (ite (= g7_x 3) d221 d222)))))
;; <- success
(define-fun d235 () Int (ite (= g7_y 0) d218 (ite (= g7_y 1) d219 (ite (= g7_y 2) d220 (ite (= g7_y 3) d221 (ite (= g7_y 4) d222 (ite (= g7_y 5) (- 1) (ite (= g7_y 6) 0 1))))))))
;; <- success
(define-fun d236 () Bool (ite r7 (ite g7_del false (ite g7_ptr (ite (= g7_op 0) (= d232 d233) (distinct d232 d233)) (ite (= g7_op 0) (= d234 d235) (ite (= g7_op 1) (distinct d234 d235) (ite (= g7_op 2) (< d234 d235) (ite (= g7_op 3) (<= d234 d235) (ite (= g7_op 4) (> d234 d235) (>= d234 d235)))))))) true))
;; <- success
(define-fun d237 () Int (ite (= h7_rhs 0) d218 (ite (= h7_rhs 1) d219 (ite (= h7_rhs 2) d220 (ite (= h7_rhs 3) d221 (ite (= h7_rhs 4) d222 (ite (= h7_rhs 5) (- 1) (ite (= h7_rhs 6) 0 1))))))))
;; <- success
(define-fun d238 () Int (ite (= h7_base 0) d184 (ite (= h7_base 1) d185 3)))
;; <- success
(define-fun d239 () Int (ite (= h7_k 0) d237 (ite (= h7_k 3) (+ d237 (ite (= h7_add 0) (- 1) (ite (= h7_add 1) 0 1))) (ite (= d238 1) d224 (ite (= d238 2) d225 (- 1717986919))))))
;; <- success
(assert (=> (and d236 (not s7)) true))
;; <- success
(assert (=> (and (and d236 s7) (or (= h7_k 1) (= h7_k 2) (= h7_k 5))) (and (= h7_fld 0) (or (= d238 1) (= d238 2) (= d238 3)))))
;; <- success
(define-fun d240 () Int (ite (and (and d236 s7) (not (or (= h7_k 2) (= h7_k 7) (= h7_k 5))) (= h7_lhs 0)) d239 d218))
;; <- success
(define-fun d241 () Int (ite (and (and d236 s7) (not (or (= h7_k 2) (= h7_k 7) (= h7_k 5))) (= h7_lhs 1)) d239 d219))
;; <- success
(define-fun d242 () Int (ite (and (and d236 s7) (not (or (= h7_k 2) (= h7_k 7) (= h7_k 5))) (= h7_lhs 2)) d239 d220))
;; <- success
(define-fun d243 () Int (ite (and (and d236 s7) (not (or (= h7_k 2) (= h7_k 7) (= h7_k 5))) (= h7_lhs 3)) d239 d221))
;; <- success
(define-fun d244 () Int (ite (and (and d236 s7) (not (or (= h7_k 2) (= h7_k 7) (= h7_k 5))) (= h7_lhs 4)) d239 d222))
;; <- success
(define-fun d245 () Int (ite (and d236 (not s7)) d221 (- 1717986919)))
;; <- success
(define-fun d246 () Bool (and (and d236 s7) (= h7_k 2) (= h7_fld 0)))
;; <- success
(define-fun d247 () Int (ite (and d246 (= d238 1)) d237 d224))
;; <- success
(define-fun d248 () Int (ite (and d246 (= d238 2)) d237 d225))
;; <- success
(define-fun d249 () Int (ite (and d246 (= d238 3)) d237 d245))
;; <- success
(define-fun d250 () Int (ite (= h8_x 0) d184 (ite (= h8_x 1) d185 3)))
;; <- success
(define-fun d251 () Int (ite (= h8_y 0) d184 (ite (= h8_y 1) d185 (ite (= h8_y 2) 3 0))))
;; <- success
(define-fun d252 () Int (ite (= h8_x 0) d240 (ite (= h8_x 1) d241 (ite (= h8_x 2) d242 (ite (= h8_x 3) d243 d244)))))
;; <- success
(define-fun d253 () Int (ite (= h8_y 0) d240 (ite (= h8_y 1) d241 (ite (= h8_y 2) d242 (ite (= h8_y 3) d243 (ite (= h8_y 4) d244 (ite (= h8_y 5) (- 1) (ite (= h8_y 6) 0 1))))))))
;; <- success
(define-fun d254 () Bool (ite (not s8) (= d184 0) d175))
;; <- success
(define-fun d255 () Bool (ite s8 (ite h8_ptr (ite (= h8_op 0) (= d250 d251) (distinct d250 d251)) (ite (= h8_op 0) (= d252 d253) (ite (= h8_op 1) (distinct d252 d253) (ite (= h8_op 2) (< d252 d253) (ite (= h8_op 3) (<= d252 d253) (ite (= h8_op 4) (> d252 d253) (>= d252 d253))))))) d254))
;; <- success
(assert (not d255))
;; <- success
(define-fun d256 () Int (ite (= g10_x 0) d184 (ite (= g10_x 1) d185 3)))
;; <- success
(define-fun d257 () Int (ite (= g10_y 0) d184 (ite (= g10_y 1) d185 (ite (= g10_y 2) 3 0))))
;; <- success
(define-fun d258 () Int (ite (= g10_x 0) d240 (ite (= g10_x 1) d241 (ite (= g10_x 2) d242 (ite (= g10_x 3) d243 d244)))))
;; <- success
(define-fun d259 () Int (ite (= g10_y 0) d240 (ite (= g10_y 1) d241 (ite (= g10_y 2) d242 (ite (= g10_y 3) d243 (ite (= g10_y 4) d244 (ite (= g10_y 5) (- 1) (ite (= g10_y 6) 0 1))))))))
;; <- success
(define-fun d260 () Bool (ite r10 (ite g10_del false (and (not d255) (ite g10_ptr (ite (= g10_op 0) (= d256 d257) (distinct d256 d257)) (ite (= g10_op 0) (= d258 d259) (ite (= g10_op 1) (distinct d258 d259) (ite (= g10_op 2) (< d258 d259) (ite (= g10_op 3) (<= d258 d259) (ite (= g10_op 4) (> d258 d259) (>= d258 d259))))))))) (not d255)))
;; <- success
(define-fun d261 () Int (ite (= h10_rhs 0) d184 (ite (= h10_rhs 1) d185 (ite (= h10_rhs 2) 3 0))))
;; <- success
(define-fun d262 () Int (ite (= h10_base 0) d184 (ite (= h10_base 1) d185 3)))
;; <- success
(define-fun d263 () Int (ite (= h10_k 0) d261 (ite (= d262 1) d189 (ite (= d262 2) d190 (- 1)))))
;; <- success
(assert (=> (and d260 (not s10)) (or (= d184 1) (= d184 2))))
;; <- success
(assert (=> (and (and d260 s10) (or (= h10_k 1) (= h10_k 2) (= h10_k 5))) (and (= h10_fld 0) (or (= d262 1) (= d262 2) (= d262 3)))))
;; <- success
(define-fun d264 () Int (ite (and (and d260 s10) (not (or (= h10_k 2) (= h10_k 7) (= h10_k 5))) (= h10_lhs 0)) d263 d184))
;; <- success
(define-fun d265 () Int (ite (and (and d260 s10) (not (or (= h10_k 2) (= h10_k 7) (= h10_k 5))) (= h10_lhs 1)) d263 d185))
;; <- success
(define-fun d266 () Int (ite (and (and d260 s10) (not (or (= h10_k 2) (= h10_k 7) (= h10_k 5))) (= h10_lhs 2)) d263 3))
;; <- success
(define-fun d267 () Bool (and d260 (not s10)))
;; <- success
(define-fun d268 () Int (ite (and d267 (= d184 1)) 3 d189))
;; <- success
(define-fun d269 () Int (ite (and d267 (= d184 2)) 3 d190))
;; <- success
(define-fun d270 () Bool (and (and d260 s10) (= h10_k 2) (= h10_fld 0)))
;; <- success
(define-fun d271 () Int (ite (and d270 (= d262 1)) d261 d268))
;; <- success
(define-fun d272 () Int (ite (and d270 (= d262 2)) d261 d269))
;; <- success
(define-fun d273 () Int (ite (and d270 (= d262 3)) d261 (- 1)))
;; <- success
(define-fun d274 () Int (ite (= g11_x 0) d264 (ite (= g11_x 1) d265 d266)))
;; <- success
(define-fun d275 () Int (ite (= g11_y 0) d264 (ite (= g11_y 1) d265 (ite (= g11_y 2) d266 0))))
;; <- success
(define-fun d276 () Int (ite (= g11_x 0) d240 (ite (= g11_x 1) d241 (ite (= g11_x 2) d242 (ite (= g11_x 3) d243 d244)))))
;; <- success
(define-fun d277 () Int (ite (= g11_y 0) d240 (ite (= g11_y 1) d241 (ite (= g11_y 2) d242 (ite (= g11_y 3) d243 (ite (= g11_y 4) d244 (ite (= g11_y 5) (- 1) (ite (= g11_y 6) 0 1))))))))
;; <- success
(define-fun d278 () Bool (ite r11 (ite g11_del false (ite g11_ptr (ite (= g11_op 0) (= d274 d275) (distinct d274 d275)) (ite (= g11_op 0) (= d276 d277) (ite (= g11_op 1) (distinct d276 d277) (ite (= g11_op 2) (< d276 d277) (ite (= g11_op 3) (<= d276 d277) (ite (= g11_op 4) (> d276 d277) (>= d276 d277)))))))) true))
;; <- success
(define-fun d279 () Int (ite (= h11_rhs 0) d240 (ite (= h11_rhs 1) d241 (ite (= h11_rhs 2) d242 (ite (= h11_rhs 3) d243 (ite (= h11_rhs 4) d244 (ite (= h11_rhs 5) (- 1) (ite (= h11_rhs 6) 0 1))))))))
;; <- success
(define-fun d280 () Int (ite (= h11_base 0) d264 (ite (= h11_base 1) d265 d266)))
;; <- success
(define-fun d281 () Int (ite (= h11_at 0) (ite (= h11_to 0) (+ d240 d242) (ite (= h11_to 1) (+ d241 d242) (ite (= h11_to 2) (+ d242 d242) (ite (= h11_to 3) (+ d243 d242) (+ d244 d242))))) (ite (= h11_to 0) (+ d243 d240) (ite (= h11_to 1) (+ d243 d241) (ite (= h11_to 2) (+ d243 d242) (ite (= h11_to 3) (+ d243 d243) (+ d243 d244)))))))
;; <- success
(define-fun d282 () Int (ite (= h11_k 9) d281 (ite (= h11_k 5) (+ d243 d242) (ite (= h11_k 0) d279 (ite (= h11_k 3) (+ d279 (ite (= h11_add 0) (- 1) (ite (= h11_add 1) 0 1))) (ite (= d280 1) d247 (ite (= d280 2) d248 d249)))))))
;; <- success
(assert (=> (and (and d278 s11) (or (= h11_k 1) (= h11_k 2))) (and (= h11_fld 0) (or (= d280 1) (= d280 2) (= d280 3)))))
;; <- success
(define-fun d283 () Int (ite (and d278 (not s11)) (+ d243 d242) d242))
;; <- success
(define-fun d284 () Int (ite (and (and d278 s11) (not (or (= h11_k 2) (= h11_k 7))) (= h11_lhs 0)) d282 d240))
;; <- success
(define-fun d285 () Int (ite (and (and d278 s11) (not (or (= h11_k 2) (= h11_k 7))) (= h11_lhs 1)) d282 d241))
;; <- success
(define-fun d286 () Int (ite (and (and d278 s11) (not (or (= h11_k 2) (= h11_k 7))) (= h11_lhs 2)) d282 d283))
;; <- success
(define-fun d287 () Int (ite (and (and d278 s11) (not (or (= h11_k 2) (= h11_k 7))) (= h11_lhs 3)) d282 d243))
;; <- success
(define-fun d288 () Int (ite (and (and d278 s11) (not (or (= h11_k 2) (= h11_k 7))) (= h11_lhs 4)) d282 d244))
;; <- success
(define-fun d289 () Bool (and (and d278 s11) (= h11_k 2) (= h11_fld 0)))
;; <- success
(define-fun d290 () Int (ite (and d289 (= d280 1)) d279 d247))
;; <- success
(define-fun d291 () Int (ite (and d289 (= d280 2)) d279 d248))
;; <- success
(define-fun d292 () Int (ite (and d289 (= d280 3)) d279 d249))
;; <- success
(define-fun d293 () Int (ite (= g12_x 0) d264 (ite (= g12_x 1) d265 d266)))
;; <- success
(define-fun d294 () Int (ite (= g12_y 0) d264 (ite (= g12_y 1) d265 (ite (= g12_y 2) d266 0))))
;; <- success
(define-fun d295 () Int (ite (= g12_x 0) d284 (ite (= g12_x 1) d285 (ite (= g12_x 2) d286 (ite (= g12_x 3) d287 d288)))))
;; <- success
(define-fun d296 () Int (ite (= g12_y 0) d284 (ite (= g12_y 1) d285 (ite (= g12_y 2) d286 (ite (= g12_y 3) d287 (ite (= g12_y 4) d288 (ite (= g12_y 5) (- 1) (ite (= g12_y 6) 0 1))))))))
;; <- success
(define-fun d297 () Bool (ite r12 (ite g12_del false (ite g12_ptr (ite (= g12_op 0) (= d293 d294) (distinct d293 d294)) (ite (= g12_op 0) (= d295 d296) (ite (= g12_op 1) (distinct d295 d296) (ite (= g12_op 2) (< d295 d296) (ite (= g12_op 3) (<= d295 d296) (ite (= g12_op 4) (> d295 d296) (>= d295 d296)))))))) true))
;; <- success
(define-fun d298 () Int (ite (= h12_rhs 0) d284 (ite (= h12_rhs 1) d285 (ite (= h12_rhs 2) d286 (ite (= h12_rhs 3) d287 (ite (= h12_rhs 4) d288 (ite (= h12_rhs 5) (- 1) (ite (= h12_rhs 6) 0 1))))))))
;; <- success
(define-fun d299 () Int (ite (= h12_base 0) d264 (ite (= h12_base 1) d265 d266)))
;; <- success
(define-fun d300 () Int (ite (= h12_k 5) (+ d288 1) (ite (= h12_k 0) d298 (ite (= h12_k 3) (+ d298 (ite (= h12_add 0) (- 1) (ite (= h12_add 1) 0 1))) (ite (= d299 1) d290 (ite (= d299 2) d291 d292))))))
;; <- success
(assert (=> (and (and d297 s12) (or (= h12_k 1) (= h12_k 2))) (and (= h12_fld 0) (or (= d299 1) (= d299 2) (= d299 3)))))
;; <- success
(define-fun d301 () Int (ite (and d297 (not s12)) (+ d288 1) d288))
;; <- success
(define-fun d302 () Int (ite (and (and d297 s12) (not (or (= h12_k 2) (= h12_k 7))) (= h12_lhs 0)) d300 d284))
;; <- success
(define-fun d303 () Int (ite (and (and d297 s12) (not (or (= h12_k 2) (= h12_k 7))) (= h12_lhs 1)) d300 d285))
;; <- success
(define-fun d304 () Int (ite (and (and d297 s12) (not (or (= h12_k 2) (= h12_k 7))) (= h12_lhs 2)) d300 d286))
;; <- success
(define-fun d305 () Int (ite (and (and d297 s12) (not (or (= h12_k 2) (= h12_k 7))) (= h12_lhs 3)) d300 d287))
;; <- success
(define-fun d306 () Int (ite (and (and d297 s12) (not (or (= h12_k 2) (= h12_k 7))) (= h12_lhs 4)) d300 d301))
;; <- success
(define-fun d307 () Bool (and (and d297 s12) (= h12_k 2) (= h12_fld 0)))
;; <- success
(define-fun d308 () Int (ite (and d307 (= d299 1)) d298 d290))
;; <- success
(define-fun d309 () Int (ite (and d307 (= d299 2)) d298 d291))
;; <- success
(define-fun d310 () Int (ite (and d307 (= d299 3)) d298 d292))
;; <- success
(assert (= d302 6))
;; <- success
(assert (= d266 3))
;; <- success
(assert (= d264 1))
;; <- success
(assert (= d306 3))
;; <- success
(assert (= d303 10))
;; <- success
(assert (= d304 (- 2)))
;; <- success
(assert (= d265 3))
;; <- success
(assert (= d305 4))
;; <- success
(assert (= d308 10))
;; <- success
(assert (= d271 2))
;; <- success
(assert (= d309 8))
;; <- success
(assert (= d272 3))
;; <- success
(assert (= d310 6))
;; <- success
(define-fun d311 () Int (ite (= h5_x 0) d264 (ite (= h5_x 1) d265 d266)))
;; <- success
(define-fun d312 () Int (ite (= h5_y 0) d264 (ite (= h5_y 1) d265 (ite (= h5_y 2) d266 0))))
;; <- success
(define-fun d313 () Int (ite (= h5_x 0) d302 (ite (= h5_x 1) d303 (ite (= h5_x 2) d304 (ite (= h5_x 3) d305 d306)))))
;; <- success
(define-fun d314 () Int (ite (= h5_y 0) d302 (ite (= h5_y 1) d303 (ite (= h5_y 2) d304 (ite (= h5_y 3) d305 (ite (= h5_y 4) d306 (ite (= h5_y 5) (- 1) (ite (= h5_y 6) 0 1))))))))
;; <- success
(define-fun d315 () Bool (ite (not s5) (< d306 d302) d231))
;; <- success
(define-fun d316 () Bool (ite s5 (ite h5_ptr (ite (= h5_op 0) (= d311 d312) (distinct d311 d312)) (ite (= h5_op 0) (= d313 d314) (ite (= h5_op 1) (distinct d313 d314) (ite (= h5_op 2) (< d313 d314) (ite (= h5_op 3) (<= d313 d314) (ite (= h5_op 4) (> d313 d314) (>= d313 d314))))))) d315))
;; <- success
(assert d316)
;; <- success
(define-fun d317 () Int (ite (= g7_x 0) d264 (ite (= g7_x 1) d265 4)))
;; <- success
(define-fun d318 () Int (ite (= g7_y 0) d264 (ite (= g7_y 1) d265 (ite (= g7_y 2) 4 0))))
;; <- success
(define-fun d319 () Int (ite (= g7_x 0) d302 (ite (= g7_x 1) d303 (ite (= g7_x 2) d304 (ite (= g7_x 3) d305 d306)))))
;; <- success
(define-fun d320 () Int (ite (= g7_y 0) d302 (ite (= g7_y 1) d303 (ite (= g7_y 2) d304 (ite (= g7_y 3) d305 (ite (= g7_y 4) d306 (ite (= g7_y 5) (- 1) (ite (= g7_y 6) 0 1))))))))
;; <- success
(define-fun d321 () Bool (ite r7 (ite g7_del false (ite g7_ptr (ite (= g7_op 0) (= d317 d318) (distinct d317 d318)) (ite (= g7_op 0) (= d319 d320) (ite (= g7_op 1) (distinct d319 d320) (ite (= g7_op 2) (< d319 d320) (ite (= g7_op 3) (<= d319 d320) (ite (= g7_op 4) (> d319 d320) (>= d319 d320)))))))) true))
;; <- success
(define-fun d322 () Int (ite (= h7_rhs 0) d302 (ite (= h7_rhs 1) d303 (ite (= h7_rhs 2) d304 (ite (= h7_rhs 3) d305 (ite (= h7_rhs 4) d306 (ite (= h7_rhs 5) (- 1) (ite (= h7_rhs 6) 0 1))))))))
;; <- success
(define-fun d323 () Int (ite (= h7_base 0) d264 (ite (= h7_base 1) d265 4)))
;; <- success
(define-fun d324 () Int (ite (= h7_k 0) d322 (ite (= h7_k 3) (+ d322 (ite (= h7_add 0) (- 1) (ite (= h7_add 1) 0 1))) (ite (= d323 1) d308 (ite (= d323 2) d309 (ite (= d323 3) d310 (- 1717986919)))))))
;; <- success
(assert (=> (and d321 (not s7)) true))
;; <- success
(assert (=> (and (and d321 s7) (or (= h7_k 1) (= h7_k 2) (= h7_k 5))) (and (= h7_fld 0) (or (= d323 1) (= d323 2) (= d323 3) (= d323 4)))))
;; <- success
(define-fun d325 () Int (ite (and (and d321 s7) (not (or (= h7_k 2) (= h7_k 7) (= h7_k 5))) (= h7_lhs 0)) d324 d302))
;; <- success
(define-fun d326 () Int (ite (and (and d321 s7) (not (or (= h7_k 2) (= h7_k 7) (= h7_k 5))) (= h7_lhs 1)) d324 d303))
;; <- success
(define-fun d327 () Int (ite (and (and d321 s7) (not (or (= h7_k 2) (= h7_k 7) (= h7_k 5))) (= h7_lhs 2)) d324 d304))
;; <- success
(define-fun d328 () Int (ite (and (and d321 s7) (not (or (= h7_k 2) (= h7_k 7) (= h7_k 5))) (= h7_lhs 3)) d324 d305))
;; <- success
(define-fun d329 () Int (ite (and (and d321 s7) (not (or (= h7_k 2) (= h7_k 7) (= h7_k 5))) (= h7_lhs 4)) d324 d306))
;; <- success
(define-fun d330 () Int (ite (and d321 (not s7)) d305 (- 1717986919)))
;; <- success
(define-fun d331 () Bool (and (and d321 s7) (= h7_k 2) (= h7_fld 0)))
;; <- success
(define-fun d332 () Int (ite (and d331 (= d323 1)) d322 d308))
;; <- success
(define-fun d333 () Int (ite (and d331 (= d323 2)) d322 d309))
;; <- success
(define-fun d334 () Int (ite (and d331 (= d323 3)) d322 d310))
;; <- success
(define-fun d335 () Int (ite (and d331 (= d323 4)) d322 d330))
;; <- success
(define-fun d336 () Int (ite (= h8_x 0) d264 (ite (= h8_x 1) d265 4)))
;; <- success
(define-fun d337 () Int (ite (= h8_y 0) d264 (ite (= h8_y 1) d265 (ite (= h8_y 2) 4 0))))
;; <- success
(define-fun d338 () Int (ite (= h8_x 0) d325 (ite (= h8_x 1) d326 (ite (= h8_x 2) d327 (ite (= h8_x 3) d328 d329)))))
;; <- success
(define-fun d339 () Int (ite (= h8_y 0) d325 (ite (= h8_y 1) d326 (ite (= h8_y 2) d327 (ite (= h8_y 3) d328 (ite (= h8_y 4) d329 (ite (= h8_y 5) (- 1) (ite (= h8_y 6) 0 1))))))))
;; <- success
(define-fun d340 () Bool (ite (not s8) (= d264 0) d255))
;; <- success
(define-fun d341 () Bool (ite s8 (ite h8_ptr (ite (= h8_op 0) (= d336 d337) (distinct d336 d337)) (ite (= h8_op 0) (= d338 d339) (ite (= h8_op 1) (distinct d338 d339) (ite (= h8_op 2) (< d338 d339) (ite (= h8_op 3) (<= d338 d339) (ite (= h8_op 4) (> d338 d339) (>= d338 d339))))))) d340))
;; <- success
(assert (not d341))
;; <- success
(define-fun d342 () Int (ite (= g10_x 0) d264 (ite (= g10_x 1) d265 4)))
;; <- success
(define-fun d343 () Int (ite (= g10_y 0) d264 (ite (= g10_y 1) d265 (ite (= g10_y 2) 4 0))))
;; <- success
(define-fun d344 () Int (ite (= g10_x 0) d325 (ite (= g10_x 1) d326 (ite (= g10_x 2) d327 (ite (= g10_x 3) d328 d329)))))
;; <- success
(define-fun d345 () Int (ite (= g10_y 0) d325 (ite (= g10_y 1) d326 (ite (= g10_y 2) d327 (ite (= g10_y 3) d328 (ite (= g10_y 4) d329 (ite (= g10_y 5) (- 1) (ite (= g10_y 6) 0 1))))))))
;; <- success
(define-fun d346 () Bool (ite r10 (ite g10_del false (and (not d341) (ite g10_ptr (ite (= g10_op 0) (= d342 d343) (distinct d342 d343)) (ite (= g10_op 0) (= d344 d345) (ite (= g10_op 1) (distinct d344 d345) (ite (= g10_op 2) (< d344 d345) (ite (= g10_op 3) (<= d344 d345) (ite (= g10_op 4) (> d344 d345) (>= d344 d345))))))))) (not d341)))
;; <- success
(define-fun d347 () Int (ite (= h10_rhs 0) d264 (ite (= h10_rhs 1) d265 (ite (= h10_rhs 2) 4 0))))
;; <- success
(define-fun d348 () Int (ite (= h10_base 0) d264 (ite (= h10_base 1) d265 4)))
;; <- success
(define-fun d349 () Int (ite (= h10_k 0) d347 (ite (= d348 1) d271 (ite (= d348 2) d272 (ite (= d348 3) d273 (- 1))))))
;; <- success
(assert (=> (and d346 (not s10)) (or (= d264 1) (= d264 2) (= d264 3))))
;; <- success
(assert (=> (and (and d346 s10) (or (= h10_k 1) (= h10_k 2) (= h10_k 5))) (and (= h10_fld 0) (or (= d348 1) (= d348 2) (= d348 3) (= d348 4)))))
;; <- success
(define-fun d350 () Int (ite (and (and d346 s10) (not (or (= h10_k 2) (= h10_k 7) (= h10_k 5))) (= h10_lhs 0)) d349 d264))
;; <- success
(define-fun d351 () Int (ite (and (and d346 s10) (not (or (= h10_k 2) (= h10_k 7) (= h10_k 5))) (= h10_lhs 1)) d349 d265))
;; <- success
(define-fun d352 () Int (ite (and (and d346 s10) (not (or (= h10_k 2) (= h10_k 7) (= h10_k 5))) (= h10_lhs 2)) d349 4))
;; <- success
(define-fun d353 () Bool (and d346 (not s10)))
;; <- success
(define-fun d354 () Int (ite (and d353 (= d264 1)) 4 d271))
;; <- success
(define-fun d355 () Int (ite (and d353 (= d264 2)) 4 d272))
;; <- success
(define-fun d356 () Int (ite (and d353 (= d264 3)) 4 d273))
;; <- success
(define-fun d357 () Bool (and (and d346 s10) (= h10_k 2) (= h10_fld 0)))
;; <- success
(define-fun d358 () Int (ite (and d357 (= d348 1)) d347 d354))
;; <- success
(define-fun d359 () Int (ite (and d357 (= d348 2)) d347 d355))
;; <- success
(define-fun d360 () Int (ite (and d357 (= d348 3)) d347 d356))
;; <- success
(define-fun d361 () Int (ite (and d357 (= d348 4)) d347 (- 1)))
;; <- success
(define-fun d362 () Int (ite (= g11_x 0) d350 (ite (= g11_x 1) d351 d352)))
;; <- success
(define-fun d363 () Int (ite (= g11_y 0) d350 (ite (= g11_y 1) d351 (ite (= g11_y 2) d352 0))))
;; <- success
(define-fun d364 () Int (ite (= g11_x 0) d325 (ite (= g11_x 1) d326 (ite (= g11_x 2) d327 (ite (= g11_x 3) d328 d329)))))
;; <- success
(define-fun d365 () Int (ite (= g11_y 0) d325 (ite (= g11_y 1) d326 (ite (= g11_y 2) d327 (ite (= g11_y 3) d328 (ite (= g11_y 4) d329 (ite (= g11_y 5) (- 1) (ite (= g11_y 6) 0 1))))))))
;; <- success
(define-fun d366 () Bool (ite r11 (ite g11_del false (ite g11_ptr (ite (= g11_op 0) (= d362 d363) (distinct d362 d363)) (ite (= g11_op 0) (= d364 d365) (ite (= g11_op 1) (distinct d364 d365) (ite (= g11_op 2) (< d364 d365) (ite (= g11_op 3) (<= d364 d365) (ite (= g11_op 4) (> d364 d365) (>= d364 d365)))))))) true))
;; <- success
(define-fun d367 () Int (ite (= h11_rhs 0) d325 (ite (= h11_rhs 1) d326 (ite (= h11_rhs 2) d327 (ite (= h11_rhs 3) d328 (ite (= h11_rhs 4) d329 (ite (= h11_rhs 5) (- 1) (ite (= h11_rhs 6) 0 1))))))))
;; <- success
(define-fun d368 () Int (ite (= h11_base 0) d350 (ite (= h11_base 1) d351 d352)))
;; <- success
(define-fun d369 () Int (ite (= h11_at 0) (ite (= h11_to 0) (+ d325 d327) (ite (= h11_to 1) (+ d326 d327) (ite (= h11_to 2) (+ d327 d327) (ite (= h11_to 3) (+ d328 d327) (+ d329 d327))))) (ite (= h11_to 0) (+ d328 d325) (ite (= h11_to 1) (+ d328 d326) (ite (= h11_to 2) (+ d328 d327) (ite (= h11_to 3) (+ d328 d328) (+ d328 d329)))))))
;; <- success
(define-fun d370 () Int (ite (= h11_k 9) d369 (ite (= h11_k 5) (+ d328 d327) (ite (= h11_k 0) d367 (ite (= h11_k 3) (+ d367 (ite (= h11_add 0) (- 1) (ite (= h11_add 1) 0 1))) (ite (= d368 1) d332 (ite (= d368 2) d333 (ite (= d368 3) d334 d335))))))))
;; <- success
(assert (=> (and (and d366 s11) (or (= h11_k 1) (= h11_k 2))) (and (= h11_fld 0) (or (= d368 1) (= d368 2) (= d368 3) (= d368 4)))))
;; <- success
(define-fun d371 () Int (ite (and d366 (not s11)) (+ d328 d327) d327))
;; <- success
(define-fun d372 () Int (ite (and (and d366 s11) (not (or (= h11_k 2) (= h11_k 7))) (= h11_lhs 0)) d370 d325))
;; <- success
(define-fun d373 () Int (ite (and (and d366 s11) (not (or (= h11_k 2) (= h11_k 7))) (= h11_lhs 1)) d370 d326))
;; <- success
(define-fun d374 () Int (ite (and (and d366 s11) (not (or (= h11_k 2) (= h11_k 7))) (= h11_lhs 2)) d370 d371))
;; <- success
(define-fun d375 () Int (ite (and (and d366 s11) (not (or (= h11_k 2) (= h11_k 7))) (= h11_lhs 3)) d370 d328))
;; <- success
(define-fun d376 () Int (ite (and (and d366 s11) (not (or (= h11_k 2) (= h11_k 7))) (= h11_lhs 4)) d370 d329))
;; <- success
(define-fun d377 () Bool (and (and d366 s11) (= h11_k 2) (= h11_fld 0)))
;; <- success
(define-fun d378 () Int (ite (and d377 (= d368 1)) d367 d332))
;; <- success
(define-fun d379 () Int (ite (and d377 (= d368 2)) d367 d333))
;; <- success
(define-fun d380 () Int (ite (and d377 (= d368 3)) d367 d334))
;; <- success
(define-fun d381 () Int (ite (and d377 (= d368 4)) d367 d335))
;; <- success
(define-fun d382 () Int (ite (= g12_x 0) d350 (ite (= g12_x 1) d351 d352)))
;; <- success
(define-fun d383 () Int (ite (= g12_y 0) d350 (ite (= g12_y 1) d351 (ite (= g12_y 2) d352 0))))
;; <- success
(define-fun d384 () Int (ite (= g12_x 0) d372 (ite (= g12_x 1) d373 (ite (= g12_x 2) d374 (ite (= g12_x 3) d375 d376)))))
;; <- success
(define-fun d385 () Int (ite (= g12_y 0) d372 (ite (= g12_y 1) d373 (ite (= g12_y 2) d374 (ite (= g12_y 3) d375 (ite (= g12_y 4) d376 (ite (= g12_y 5) (- 1) (ite (= g12_y 6) 0 1))))))))
;; <- success
(define-fun d386 () Bool (ite r12 (ite g12_del false (ite g12_ptr (ite (= g12_op 0) (= d382 d383) (distinct d382 d383)) (ite (= g12_op 0) (= d384 d385) (ite (= g12_op 1) (distinct d384 d385) (ite (= g12_op 2) (< d384 d385) (ite (= g12_op 3) (<= d384 d385) (ite (= g12_op 4) (> d384 d385) (>= d384 d385)))))))) true))
;; <- success
(define-fun d387 () Int (ite (= h12_rhs 0) d372 (ite (= h12_rhs 1) d373 (ite (= h12_rhs 2) d374 (ite (= h12_rhs 3) d375 (ite (= h12_rhs 4) d376 (ite (= h12_rhs 5) (- 1) (ite (= h12_rhs 6) 0 1))))))))
;; <- success
(define-fun d388 () Int (ite (= h12_base 0) d350 (ite (= h12_base 1) d351 d352)))
;; <- success
(define-fun d389 () Int (ite (= h12_k 5) (+ d376 1) (ite (= h12_k 0) d387 (ite (= h12_k 3) (+ d387 (ite (= h12_add 0) (- 1) (ite (= h12_add 1) 0 1))) (ite (= d388 1) d378 (ite (= d388 2) d379 (ite (= d388 3) d380 d381)))))))
;; <- success
(assert (=> (and (and d386 s12) (or (= h12_k 1) (= h12_k 2))) (and (= h12_fld 0) (or (= d388 1) (= d388 2) (= d388 3) (= d388 4)))))
;; <- success
(define-fun d390 () Int (ite (and d386 (not s12)) (+ d376 1) d376))
;; <- success
(define-fun d391 () Int (ite (and (and d386 s12) (not (or (= h12_k 2) (= h12_k 7))) (= h12_lhs 0)) d389 d372))
;; <- success
(define-fun d392 () Int (ite (and (and d386 s12) (not (or (= h12_k 2) (= h12_k 7))) (= h12_lhs 1)) d389 d373))
;; <- success
(define-fun d393 () Int (ite (and (and d386 s12) (not (or (= h12_k 2) (= h12_k 7))) (= h12_lhs 2)) d389 d374))
;; <- success
(define-fun d394 () Int (ite (and (and d386 s12) (not (or (= h12_k 2) (= h12_k 7))) (= h12_lhs 3)) d389 d375))
;; <- success
(define-fun d395 () Int (ite (and (and d386 s12) (not (or (= h12_k 2) (= h12_k 7))) (= h12_lhs 4)) d389 d390))
;; <- success
(define-fun d396 () Bool (and (and d386 s12) (= h12_k 2) (= h12_fld 0)))
;; <- success
(define-fun d397 () Int (ite (and d396 (= d388 1)) d387 d378))
;; <- success
(define-fun d398 () Int (ite (and d396 (= d388 2)) d387 d379))
;; <- success
(define-fun d399 () Int (ite (and d396 (= d388 3)) d387 d380))
;; <- success
(define-fun d400 () Int (ite (and d396 (= d388 4)) d387 d381))
;; <- success
(assert (= d391 6))
;; <- success
(assert (= d352 4))
;; <- success
(assert (= d350 1))
;; <- success
(assert (= d395 4))
;; <- success
(assert (= d392 10))
;; <- success
(assert (= d393 (- 2)))
;; <- success
(assert (= d351 4))
;; <- success
(assert (= d394 2))
;; <- success
(assert (= d397 10))
;; <- success
(assert (= d358 2))
;; <- success
(assert (= d398 8))
;; <- success
(assert (= d359 3))
;; <- success
(assert (= d399 6))
;; <- success
(assert (= d360 4))
;; <- success
(assert (= d400 4))
;; <- success
(define-fun d401 () Int (ite (= h5_x 0) d350 (ite (= h5_x 1) d351 d352)))
;; <- success
(define-fun d402 () Int (ite (= h5_y 0) d350 (ite (= h5_y 1) d351 (ite (= h5_y 2) d352 0))))
;; <- success
(define-fun d403 () Int (ite (= h5_x 0) d391 (ite (= h5_x 1) d392 (ite (= h5_x 2) d393 (ite (= h5_x 3) d394 d395)))))
;; <- success
(define-fun d404 () Int (ite (= h5_y 0) d391 (ite (= h5_y 1) d392 (ite (= h5_y 2) d393 (ite (= h5_y 3) d394 (ite (= h5_y 4) d395 (ite (= h5_y 5) (- 1) (ite (= h5_y 6) 0 1))))))))
;; <- success
(define-fun d405 () Bool (ite (not s5) (< d395 d391) d316))
;; <- success
(define-fun d406 () Bool (ite s5 (ite h5_ptr (ite (= h5_op 0) (= d401 d402) (distinct d401 d402)) (ite (= h5_op 0) (= d403 d404) (ite (= h5_op 1) (distinct d403 d404) (ite (= h5_op 2) (< d403 d404) (ite (= h5_op 3) (<= d403 d404) (ite (= h5_op 4) (> d403 d404) (>= d403 d404))))))) d405))
;; <- success
(assert d406)
;; <- success
(define-fun d407 () Int (ite (= g7_x 0) d350 (ite (= g7_x 1) d351 5)))
;; <- success
(define-fun d408 () Int (ite (= g7_y 0) d350 (ite (= g7_y 1) d351 (ite (= g7_y 2) 5 0))))
;; <- success
(define-fun d409 () Int (ite (= g7_x 0) d391 (ite (= g7_x 1) d392 (ite (= g7_x 2) d393 (ite (= g7_x 3) d394 d395)))))
;; <- success
(define-fun d410 () Int (ite (= g7_y 0) d391 (ite (= g7_y 1) d392 (ite (= g7_y 2) d393 (ite (= g7_y 3) d394 (ite (= g7_y 4) d395 (ite (= g7_y 5) (- 1) (ite (= g7_y 6) 0 1))))))))
;; <- success
(define-fun d411 () Bool (ite r7 (ite g7_del false (ite g7_ptr (ite (= g7_op 0) (= d407 d408) (distinct d407 d408)) (ite (= g7_op 0) (= d409 d410) (ite (= g7_op 1) (distinct d409 d410) (ite (= g7_op 2) (< d409 d410) (ite (= g7_op 3) (<= d409 d410) (ite (= g7_op 4) (> d409 d410) (>= d409 d410)))))))) true))
;; <- success
(define-fun d412 () Int (ite (= h7_rhs 0) d391 (ite (= h7_rhs 1) d392 (ite (= h7_rhs 2) d393 (ite (= h7_rhs 3) d394 (ite (= h7_rhs 4) d395 (ite (= h7_rhs 5) (- 1) (ite (= h7_rhs 6) 0 1))))))))
;; <- success
(define-fun d413 () Int (ite (= h7_base 0) d350 (ite (= h7_base 1) d351 5)))
;; <- success
(define-fun d414 () Int (ite (= h7_k 0) d412 (ite (= h7_k 3) (+ d412 (ite (= h7_add 0) (- 1) (ite (= h7_add 1) 0 1))) (ite (= d413 1) d397 (ite (= d413 2) d398 (ite (= d413 3) d399 (ite (= d413 4) d400 (- 1717986919))))))))
;; <- success
(assert (=> (and d411 (not s7)) true))
;; <- success
(assert (=> (and (and d411 s7) (or (= h7_k 1) (= h7_k 2) (= h7_k 5))) (and (= h7_fld 0) (or (= d413 1) (= d413 2) (= d413 3) (= d413 4) (= d413 5)))))
;; <- success
(define-fun d415 () Int (ite (and (and d411 s7) (not (or (= h7_k 2) (= h7_k 7) (= h7_k 5))) (= h7_lhs 0)) d414 d391))
;; <- success
(define-fun d416 () Int (ite (and (and d411 s7) (not (or (= h7_k 2) (= h7_k 7) (= h7_k 5))) (= h7_lhs 1)) d414 d392))
;; <- success
(define-fun d417 () Int (ite (and (and d411 s7) (not (or (= h7_k 2) (= h7_k 7) (= h7_k 5))) (= h7_lhs 2)) d414 d393))
;; <- success
(define-fun d418 () Int (ite (and (and d411 s7) (not (or (= h7_k 2) (= h7_k 7) (= h7_k 5))) (= h7_lhs 3)) d414 d394))
;; <- success
(define-fun d419 () Int (ite (and (and d411 s7) (not (or (= h7_k 2) (= h7_k 7) (= h7_k 5))) (= h7_lhs 4)) d414 d395))
;; <- success
(define-fun d420 () Int (ite (and d411 (not s7)) d394 (- 1717986919)))
;; <- success
(define-fun d421 () Bool (and (and d411 s7) (= h7_k 2) (= h7_fld 0)))
;; <- success
(define-fun d422 () Int (ite (and d421 (= d413 1)) d412 d397))
;; <- success
(define-fun d423 () Int (ite (and d421 (= d413 2)) d412 d398))
;; <- success
(define-fun d424 () Int (ite (and d421 (= d413 3)) d412 d399))
;; <- success
(define-fun d425 () Int (ite (and d421 (= d413 4)) d412 d400))
;; <- success
(define-fun d426 () Int (ite (and d421 (= d413 5)) d412 d420))
;; <- success
(define-fun d427 () Int (ite (= h8_x 0) d350 (ite (= h8_x 1) d351 5)))
;; <- success
(define-fun d428 () Int (ite (= h8_y 0) d350 (ite (= h8_y 1) d351 (ite (= h8_y 2) 5 0))))
;; <- success
(define-fun d429 () Int (ite (= h8_x 0) d415 (ite (= h8_x 1) d416 (ite (= h8_x 2) d417 (ite (= h8_x 3) d418 d419)))))
;; <- success
(define-fun d430 () Int (ite (= h8_y 0) d415 (ite (= h8_y 1) d416 (ite (= h8_y 2) d417 (ite (= h8_y 3) d418 (ite (= h8_y 4) d419 (ite (= h8_y 5) (- 1) (ite (= h8_y 6) 0 1))))))))
;; <- success
(define-fun d431 () Bool (ite (not s8) (= d350 0) d341))
;; <- success
(define-fun d432 () Bool (ite s8 (ite h8_ptr (ite (= h8_op 0) (= d427 d428) (distinct d427 d428)) (ite (= h8_op 0) (= d429 d430) (ite (= h8_op 1) (distinct d429 d430) (ite (= h8_op 2) (< d429 d430) (ite (= h8_op 3) (<= d429 d430) (ite (= h8_op 4) (> d429 d430) (>= d429 d430))))))) d431))
;; <- success
(assert (not d432))
;; <- success
(define-fun d433 () Int (ite (= g10_x 0) d350 (ite (= g10_x 1) d351 5)))
;; <- success
(define-fun d434 () Int (ite (= g10_y 0) d350 (ite (= g10_y 1) d351 (ite (= g10_y 2) 5 0))))
;; <- success
(define-fun d435 () Int (ite (= g10_x 0) d415 (ite (= g10_x 1) d416 (ite (= g10_x 2) d417 (ite (= g10_x 3) d418 d419)))))
;; <- success
(define-fun d436 () Int (ite (= g10_y 0) d415 (ite (= g10_y 1) d416 (ite (= g10_y 2) d417 (ite (= g10_y 3) d418 (ite (= g10_y 4) d419 (ite (= g10_y 5) (- 1) (ite (= g10_y 6) 0 1))))))))
;; <- success
(define-fun d437 () Bool (ite r10 (ite g10_del false (and (not d432) (ite g10_ptr (ite (= g10_op 0) (= d433 d434) (distinct d433 d434)) (ite (= g10_op 0) (= d435 d436) (ite (= g10_op 1) (distinct d435 d436) (ite (= g10_op 2) (< d435 d436) (ite (= g10_op 3) (<= d435 d436) (ite (= g10_op 4) (> d435 d436) (>= d435 d436))))))))) (not d432)))
;; <- success
(define-fun d438 () Int (ite (= h10_rhs 0) d350 (ite (= h10_rhs 1) d351 (ite (= h10_rhs 2) 5 0))))
;; <- success
(define-fun d439 () Int (ite (= h10_base 0) d350 (ite (= h10_base 1) d351 5)))
;; <- success
(define-fun d440 () Int (ite (= h10_k 0) d438 (ite (= d439 1) d358 (ite (= d439 2) d359 (ite (= d439 3) d360 (ite (= d439 4) d361 (- 1)))))))
;; <- success
(assert (=> (and d437 (not s10)) (or (= d350 1) (= d350 2) (= d350 3) (= d350 4))))
;; <- success
(assert (=> (and (and d437 s10) (or (= h10_k 1) (= h10_k 2) (= h10_k 5))) (and (= h10_fld 0) (or (= d439 1) (= d439 2) (= d439 3) (= d439 4) (= d439 5)))))
;; <- success
(define-fun d441 () Int (ite (and (and d437 s10) (not (or (= h10_k 2) (= h10_k 7) (= h10_k 5))) (= h10_lhs 0)) d440 d350))
;; <- success
(define-fun d442 () Int (ite (and (and d437 s10) (not (or (= h10_k 2) (= h10_k 7) (= h10_k 5))) (= h10_lhs 1)) d440 d351))
;; <- success
(define-fun d443 () Int (ite (and (and d437 s10) (not (or (= h10_k 2) (= h10_k 7) (= h10_k 5))) (= h10_lhs 2)) d440 5))
;; <- success
(define-fun d444 () Bool (and d437 (not s10)))
;; <- success
(define-fun d445 () Int (ite (and d444 (= d350 1)) 5 d358))
;; <- success
(define-fun d446 () Int (ite (and d444 (= d350 2)) 5 d359))
;; <- success
(define-fun d447 () Int (ite (and d444 (= d350 3)) 5 d360))
;; <- success
(define-fun d448 () Int (ite (and d444 (= d350 4)) 5 d361))
;; <- success
(define-fun d449 () Bool (and (and d437 s10) (= h10_k 2) (= h10_fld 0)))
;; <- success
(define-fun d450 () Int (ite (and d449 (= d439 1)) d438 d445))
;; <- success
(define-fun d451 () Int (ite (and d449 (= d439 2)) d438 d446))
;; <- success
(define-fun d452 () Int (ite (and d449 (= d439 3)) d438 d447))
;; <- success
(define-fun d453 () Int (ite (and d449 (= d439 4)) d438 d448))
;; <- success
(define-fun d454 () Int (ite (and d449 (= d439 5)) d438 (- 1)))
;; <- success
(define-fun d455 () Int (ite (= g11_x 0) d441 (ite (= g11_x 1) d442 d443)))
;; <- success
(define-fun d456 () Int (ite (= g11_y 0) d441 (ite (= g11_y 1) d442 (ite (= g11_y 2) d443 0))))
;; <- success
(define-fun d457 () Int (ite (= g11_x 0) d415 (ite (= g11_x 1) d416 (ite (= g11_x 2) d417 (ite (= g11_x 3) d418 d419)))))
;; <- success
(define-fun d458 () Int (ite (= g11_y 0) d415 (ite (= g11_y 1) d416 (ite (= g11_y 2) d417 (ite (= g11_y 3) d418 (ite (= g11_y 4) d419 (ite (= g11_y 5) (- 1) (ite (= g11_y 6) 0 1))))))))
;; <- success
(define-fun d459 () Bool (ite r11 (ite g11_del false (ite g11_ptr (ite (= g11_op 0) (= d455 d456) (distinct d455 d456)) (ite (= g11_op 0) (= d457 d458) (ite (= g11_op 1) (distinct d457 d458) (ite (= g11_op 2) (< d457 d458) (ite (= g11_op 3) (<= d457 d458) (ite (= g11_op 4) (> d457 d458) (>= d457 d458)))))))) true))
;; <- success
(define-fun d460 () Int (ite (= h11_rhs 0) d415 (ite (= h11_rhs 1) d416 (ite (= h11_rhs 2) d417 (ite (= h11_rhs 3) d418 (ite (= h11_rhs 4) d419 (ite (= h11_rhs 5) (- 1) (ite (= h11_rhs 6) 0 1))))))))
;; <- success
(define-fun d461 () Int (ite (= h11_base 0) d441 (ite (= h11_base 1) d442 d443)))
;; <- success
(define-fun d462 () Int (ite (= h11_at 0) (ite (= h11_to 0) (+ d415 d417) (ite (= h11_to 1) (+ d416 d417) (ite (= h11_to 2) (+ d417 d417) (ite (= h11_to 3) (+ d418 d417) (+ d419 d417))))) (ite (= h11_to 0) (+ d418 d415) (ite (= h11_to 1) (+ d418 d416) (ite (= h11_to 2) (+ d418 d417) (ite (= h11_to 3) (+ d418 d418) (+ d418 d419)))))))
;; <- success
(define-fun d463 () Int (ite (= h11_k 9) d462 (ite (= h11_k 5) (+ d418 d417) (ite (= h11_k 0) d460 (ite (= h11_k 3) (+ d460 (ite (= h11_add 0) (- 1) (ite (= h11_add 1) 0 1))) (ite (= d461 1) d422 (ite (= d461 2) d423 (ite (= d461 3) d424 (ite (= d461 4) d425 d426)))))))))
;; <- success
(assert (=> (and (and d459 s11) (or (= h11_k 1) (= h11_k 2))) (and (= h11_fld 0) (or (= d461 1) (= d461 2) (= d461 3) (= d461 4) (= d461 5)))))
;; <- success
(define-fun d464 () Int (ite (and d459 (not s11)) (+ d418 d417) d417))
;; <- success
(define-fun d465 () Int (ite (and (and d459 s11) (not (or (= h11_k 2) (= h11_k 7))) (= h11_lhs 0)) d463 d415))
;; <- success
(define-fun d466 () Int (ite (and (and d459 s11) (not (or (= h11_k 2) (= h11_k 7))) (= h11_lhs 1)) d463 d416))
;; <- success
(define-fun d467 () Int (ite (and (and d459 s11) (not (or (= h11_k 2) (= h11_k 7))) (= h11_lhs 2)) d463 d464))
;; <- success
(define-fun d468 () Int (ite (and (and d459 s11) (not (or (= h11_k 2) (= h11_k 7))) (= h11_lhs 3)) d463 d418))
;; <- success
(define-fun d469 () Int (ite (and (and d459 s11) (not (or (= h11_k 2) (= h11_k 7))) (= h11_lhs 4)) d463 d419))
;; <- success
(define-fun d470 () Bool (and (and d459 s11) (= h11_k 2) (= h11_fld 0)))
;; <- success
(define-fun d471 () Int (ite (and d470 (= d461 1)) d460 d422))
;; <- success
(define-fun d472 () Int (ite (and d470 (= d461 2)) d460 d423))
;; <- success
(define-fun d473 () Int (ite (and d470 (= d461 3)) d460 d424))
;; <- success
(define-fun d474 () Int (ite (and d470 (= d461 4)) d460 d425))
;; <- success
(define-fun d475 () Int (ite (and d470 (= d461 5)) d460 d426))
;; <- success
(define-fun d476 () Int (ite (= g12_x 0) d441 (ite (= g12_x 1) d442 d443)))
;; <- success
(define-fun d477 () Int (ite (= g12_y 0) d441 (ite (= g12_y 1) d442 (ite (= g12_y 2) d443 0))))
;; <- success
(define-fun d478 () Int (ite (= g12_x 0) d465 (ite (= g12_x 1) d466 (ite (= g12_x 2) d467 (ite (= g12_x 3) d468 d469)))))
;; <- success
(define-fun d479 () Int (ite (= g12_y 0) d465 (ite (= g12_y 1) d466 (ite (= g12_y 2) d467 (ite (= g12_y 3) d468 (ite (= g12_y 4) d469 (ite (= g12_y 5) (- 1) (ite (= g12_y 6) 0 1))))))))
;; <- success
(define-fun d480 () Bool (ite r12 (ite g12_del false (ite g12_ptr (ite (= g12_op 0) (= d476 d477) (distinct d476 d477)) (ite (= g12_op 0) (= d478 d479) (ite (= g12_op 1) (distinct d478 d479) (ite (= g12_op 2) (< d478 d479) (ite (= g12_op 3) (<= d478 d479) (ite (= g12_op 4) (> d478 d479) (>= d478 d479)))))))) true))
;; <- success
(define-fun d481 () Int (ite (= h12_rhs 0) d465 (ite (= h12_rhs 1) d466 (ite (= h12_rhs 2) d467 (ite (= h12_rhs 3) d468 (ite (= h12_rhs 4) d469 (ite (= h12_rhs 5) (- 1) (ite (= h12_rhs 6) 0 1))))))))
;; <- success
(define-fun d482 () Int (ite (= h12_base 0) d441 (ite (= h12_base 1) d442 d443)))
;; <- success
(define-fun d483 () Int (ite (= h12_k 5) (+ d469 1) (ite (= h12_k 0) d481 (ite (= h12_k 3) (+ d481 (ite (= h12_add 0) (- 1) (ite (= h12_add 1) 0 1))) (ite (= d482 1) d471 (ite (= d482 2) d472 (ite (= d482 3) d473 (ite (= d482 4) d474 d475))))))))
;; <- success
(assert (=> (and (and d480 s12) (or (= h12_k 1) (= h12_k 2))) (and (= h12_fld 0) (or (= d482 1) (= d482 2) (= d482 3) (= d482 4) (= d482 5)))))
;; <- success
(define-fun d484 () Int (ite (and d480 (not s12)) (+ d469 1) d469))
;; <- success
(define-fun d485 () Int (ite (and (and d480 s12) (not (or (= h12_k 2) (= h12_k 7))) (= h12_lhs 0)) d483 d465))
;; <- success
(define-fun d486 () Int (ite (and (and d480 s12) (not (or (= h12_k 2) (= h12_k 7))) (= h12_lhs 1)) d483 d466))
;; <- success
(define-fun d487 () Int (ite (and (and d480 s12) (not (or (= h12_k 2) (= h12_k 7))) (= h12_lhs 2)) d483 d467))
;; <- success
(define-fun d488 () Int (ite (and (and d480 s12) (not (or (= h12_k 2) (= h12_k 7))) (= h12_lhs 3)) d483 d468))
;; <- success
(define-fun d489 () Int (ite (and (and d480 s12) (not (or (= h12_k 2) (= h12_k 7))) (= h12_lhs 4)) d483 d484))
;; <- success
(define-fun d490 () Bool (and (and d480 s12) (= h12_k 2) (= h12_fld 0)))
;; <- success
(define-fun d491 () Int (ite (and d490 (= d482 1)) d481 d471))
;; <- success
(define-fun d492 () Int (ite (and d490 (= d482 2)) d481 d472))
;; <- success
(define-fun d493 () Int (ite (and d490 (= d482 3)) d481 d473))
;; <- success
(define-fun d494 () Int (ite (and d490 (= d482 4)) d481 d474))
;; <- success
(define-fun d495 () Int (ite (and d490 (= d482 5)) d481 d475))
;; <- success
(assert (= d485 6))
;; <- success
(assert (= d443 5))
;; <- success
(assert (= d441 1))
;; <- success
(assert (= d489 5))
;; <- success
(assert (= d486 10))
;; <- success
(assert (= d487 (- 2)))
;; <- success
(assert (= d442 5))
;; <- success
(assert (= d488 0))
;; <- success
(assert (= d491 10))
;; <- success
(assert (= d450 2))
;; <- success
(assert (= d492 8))
;; <- success
(assert (= d451 3))
;; <- success
(assert (= d493 6))
;; <- success
(assert (= d452 4))
;; <- success
(assert (= d494 4))
;; <- success
(assert (= d453 5))
;; <- success
(assert (= d495 2))
;; <- success
(define-fun d496 () Int (ite (= h5_x 0) d441 (ite (= h5_x 1) d442 d443)))
;; <- success
(define-fun d497 () Int (ite (= h5_y 0) d441 (ite (= h5_y 1) d442 (ite (= h5_y 2) d443 0))))
;; <- success
(define-fun d498 () Int (ite (= h5_x 0) d485 (ite (= h5_x 1) d486 (ite (= h5_x 2) d487 (ite (= h5_x 3) d488 d489)))))
;; <- success
(define-fun d499 () Int (ite (= h5_y 0) d485 (ite (= h5_y 1) d486 (ite (= h5_y 2) d487 (ite (= h5_y 3) d488 (ite (= h5_y 4) d489 (ite (= h5_y 5) (- 1) (ite (= h5_y 6) 0 1))))))))
;; <- success
(define-fun d500 () Bool (ite (not s5) (< d489 d485) d406))
;; <- success
(define-fun d501 () Bool (ite s5 (ite h5_ptr (ite (= h5_op 0) (= d496 d497) (distinct d496 d497)) (ite (= h5_op 0) (= d498 d499) (ite (= h5_op 1) (distinct d498 d499) (ite (= h5_op 2) (< d498 d499) (ite (= h5_op 3) (<= d498 d499) (ite (= h5_op 4) (> d498 d499) (>= d498 d499))))))) d500))
;; <- success
(assert d501)
;; <- success
(define-fun d502 () Int (ite (= g7_x 0) d441 (ite (= g7_x 1) d442 6)))
;; <- success
(define-fun d503 () Int (ite (= g7_y 0) d441 (ite (= g7_y 1) d442 (ite (= g7_y 2) 6 0))))
;; <- success
(define-fun d504 () Int (ite (= g7_x 0) d485 (ite (= g7_x 1) d486 (ite (= g7_x 2) d487 (ite (= g7_x 3) d488 d489)))))
;; <- success
(define-fun d505 () Int (ite (= g7_y 0) d485 (ite (= g7_y 1) d486 (ite (= g7_y 2) d487 (ite (= g7_y 3) d488 (ite (= g7_y 4) d489 (ite (= g7_y 5) (- 1) (ite (= g7_y 6) 0 1))))))))
;; <- success
(define-fun d506 () Bool (ite r7 (ite g7_del false (ite g7_ptr (ite (= g7_op 0) (= d502 d503) (distinct d502 d503)) (ite (= g7_op 0) (= d504 d505) (ite (= g7_op 1) (distinct d504 d505) (ite (= g7_op 2) (< d504 d505) (ite (= g7_op 3) (<= d504 d505) (ite (= g7_op 4) (> d504 d505) (>= d504 d505)))))))) true))
;; <- success
(define-fun d507 () Int (ite (= h7_rhs 0) d485 (ite (= h7_rhs 1) d486 (ite (= h7_rhs 2) d487 (ite (= h7_rhs 3) d488 (ite (= h7_rhs 4) d489 (ite (= h7_rhs 5) (- 1) (ite (= h7_rhs 6) 0 1))))))))
;; <- success
(define-fun d508 () Int (ite (= h7_base 0) d441 (ite (= h7_base 1) d442 6)))
;; <- success
(define-fun d509 () Int (ite (= h7_k 0) d507 (ite (= h7_k 3) (+ d507 (ite (= h7_add 0) (- 1) (ite (= h7_add 1) 0 1))) (ite (= d508 1) d491 (ite (= d508 2) d492 (ite (= d508 3) d493 (ite (= d508 4) d494 (ite (= d508 5) d495 (- 1717986919)))))))))
;; <- success
(assert (=> (and d506 (not s7)) true))
;; <- success
(assert (=> (and (and d506 s7) (or (= h7_k 1) (= h7_k 2) (= h7_k 5))) (and (= h7_fld 0) (or (= d508 1) (= d508 2) (= d508 3) (= d508 4) (= d508 5) (= d508 6)))))
;; <- success
(define-fun d510 () Int (ite (and (and d506 s7) (not (or (= h7_k 2) (= h7_k 7) (= h7_k 5))) (= h7_lhs 0)) d509 d485))
;; <- success
(define-fun d511 () Int (ite (and (and d506 s7) (not (or (= h7_k 2) (= h7_k 7) (= h7_k 5))) (= h7_lhs 1)) d509 d486))
;; <- success
(define-fun d512 () Int (ite (and (and d506 s7) (not (or (= h7_k 2) (= h7_k 7) (= h7_k 5))) (= h7_lhs 2)) d509 d487))
;; <- success
(define-fun d513 () Int (ite (and (and d506 s7) (not (or (= h7_k 2) (= h7_k 7) (= h7_k 5))) (= h7_lhs 3)) d509 d488))
;; <- success
(define-fun d514 () Int (ite (and (and d506 s7) (not (or (= h7_k 2) (= h7_k 7) (= h7_k 5))) (= h7_lhs 4)) d509 d489))
;; <- success
(define-fun d515 () Int (ite (and d506 (not s7)) d488 (- 1717986919)))
;; <- success
(define-fun d516 () Bool (and (and d506 s7) (= h7_k 2) (= h7_fld 0)))
;; <- success
(define-fun d517 () Int (ite (and d516 (= d508 1)) d507 d491))
;; <- success
(define-fun d518 () Int (ite (and d516 (= d508 2)) d507 d492))
;; <- success
(define-fun d519 () Int (ite (and d516 (= d508 3)) d507 d493))
;; <- success
(define-fun d520 () Int (ite (and d516 (= d508 4)) d507 d494))
;; <- success
(define-fun d521 () Int (ite (and d516 (= d508 5)) d507 d495))
;; <- success
(define-fun d522 () Int (ite (and d516 (= d508 6)) d507 d515))
;; <- success
(define-fun d523 () Int (ite (= h8_x 0) d441 (ite (= h8_x 1) d442 6)))
;; <- success
(define-fun d524 () Int (ite (= h8_y 0) d441 (ite (= h8_y 1) d442 (ite (= h8_y 2) 6 0))))
;; <- success
(define-fun d525 () Int (ite (= h8_x 0) d510 (ite (= h8_x 1) d511 (ite (= h8_x 2) d512 (ite (= h8_x 3) d513 d514)))))
;; <- success
(define-fun d526 () Int (ite (= h8_y 0) d510 (ite (= h8_y 1) d511 (ite (= h8_y 2) d512 (ite (= h8_y 3) d513 (ite (= h8_y 4) d514 (ite (= h8_y 5) (- 1) (ite (= h8_y 6) 0 1))))))))
;; <- success
(define-fun d527 () Bool (ite (not s8) (= d441 0) d432))
;; <- success
(define-fun d528 () Bool (ite s8 (ite h8_ptr (ite (= h8_op 0) (= d523 d524) (distinct d523 d524)) (ite (= h8_op 0) (= d525 d526) (ite (= h8_op 1) (distinct d525 d526) (ite (= h8_op 2) (< d525 d526) (ite (= h8_op 3) (<= d525 d526) (ite (= h8_op 4) (> d525 d526) (>= d525 d526))))))) d527))
;; <- success
(assert (not d528))
;; <- success
(define-fun d529 () Int (ite (= g10_x 0) d441 (ite (= g10_x 1) d442 6)))
;; <- success
(define-fun d530 () Int (ite (= g10_y 0) d441 (ite (= g10_y 1) d442 (ite (= g10_y 2) 6 0))))
;; <- success
(define-fun d531 () Int (ite (= g10_x 0) d510 (ite (= g10_x 1) d511 (ite (= g10_x 2) d512 (ite (= g10_x 3) d513 d514)))))
;; <- success
(define-fun d532 () Int (ite (= g10_y 0) d510 (ite (= g10_y 1) d511 (ite (= g10_y 2) d512 (ite (= g10_y 3) d513 (ite (= g10_y 4) d514 (ite (= g10_y 5) (- 1) (ite (= g10_y 6) 0 1))))))))
;; <- success
(define-fun d533 () Bool (ite r10 (ite g10_del false (and (not d528) (ite g10_ptr (ite (= g10_op 0) (= d529 d530) (distinct d529 d530)) (ite (= g10_op 0) (= d531 d532) (ite (= g10_op 1) (distinct d531 d532) (ite (= g10_op 2) (< d531 d532) (ite (= g10_op 3) (<= d531 d532) (ite (= g10_op 4) (> d531 d532) (>= d531 d532))))))))) (not d528)))
;; <- success
(define-fun d534 () Int (ite (= h10_rhs 0) d441 (ite (= h10_rhs 1) d442 (ite (= h10_rhs 2) 6 0))))
;; <- success
(define-fun d535 () Int (ite (= h10_base 0) d441 (ite (= h10_base 1) d442 6)))
;; <- success
(define-fun d536 () Int (ite (= h10_k 0) d534 (ite (= d535 1) d450 (ite (= d535 2) d451 (ite (= d535 3) d452 (ite (= d535 4) d453 (ite (= d535 5) d454 (- 1))))))))
;; <- success
(assert (=> (and d533 (not s10)) (or (= d441 1) (= d441 2) (= d441 3) (= d441 4) (= d441 5))))
;; <- success
(assert (=> (and (and d533 s10) (or (= h10_k 1) (= h10_k 2) (= h10_k 5))) (and (= h10_fld 0) (or (= d535 1) (= d535 2) (= d535 3) (= d535 4) (= d535 5) (= d535 6)))))
;; <- success
(define-fun d537 () Int (ite (and (and d533 s10) (not (or (= h10_k 2) (= h10_k 7) (= h10_k 5))) (= h10_lhs 0)) d536 d441))
;; <- success
(define-fun d538 () Int (ite (and (and d533 s10) (not (or (= h10_k 2) (= h10_k 7) (= h10_k 5))) (= h10_lhs 1)) d536 d442))
;; <- success
(define-fun d539 () Int (ite (and (and d533 s10) (not (or (= h10_k 2) (= h10_k 7) (= h10_k 5))) (= h10_lhs 2)) d536 6))
;; <- success
(define-fun d540 () Bool (and d533 (not s10)))
;; <- success
(define-fun d541 () Int (ite (and d540 (= d441 1)) 6 d450))
;; <- success
(define-fun d542 () Int (ite (and d540 (= d441 2)) 6 d451))
;; <- success
(define-fun d543 () Int (ite (and d540 (= d441 3)) 6 d452))
;; <- success
(define-fun d544 () Int (ite (and d540 (= d441 4)) 6 d453))
;; <- success
(define-fun d545 () Int (ite (and d540 (= d441 5)) 6 d454))
;; <- success
(define-fun d546 () Bool (and (and d533 s10) (= h10_k 2) (= h10_fld 0)))
;; <- success
(define-fun d547 () Int (ite (and d546 (= d535 1)) d534 d541))
;; <- success
(define-fun d548 () Int (ite (and d546 (= d535 2)) d534 d542))
;; <- success
(define-fun d549 () Int (ite (and d546 (= d535 3)) d534 d543))
;; <- success
(define-fun d550 () Int (ite (and d546 (= d535 4)) d534 d544))
;; <- success
(define-fun d551 () Int (ite (and d546 (= d535 5)) d534 d545))
;; <- success
(define-fun d552 () Int (ite (and d546 (= d535 6)) d534 (- 1)))
;; <- success
(define-fun d553 () Int (ite (= g11_x 0) d537 (ite (= g11_x 1) d538 d539)))
;; <- success
(define-fun d554 () Int (ite (= g11_y 0) d537 (ite (= g11_y 1) d538 (ite (= g11_y 2) d539 0))))
;; <- success
(define-fun d555 () Int (ite (= g11_x 0) d510 (ite (= g11_x 1) d511 (ite (= g11_x 2) d512 (ite (= g11_x 3) d513 d514)))))
;; <- success
(define-fun d556 () Int (ite (= g11_y 0) d510 (ite (= g11_y 1) d511 (ite (= g11_y 2) d512 (ite (= g11_y 3) d513 (ite (= g11_y 4) d514 (ite (= g11_y 5) (- 1) (ite (= g11_y 6) 0 1))))))))
;; <- success
(define-fun d557 () Bool (ite r11 (ite g11_del false (ite g11_ptr (ite (= g11_op 0) (= d553 d554) (distinct d553 d554)) (ite (= g11_op 0) (= d555 d556) (ite (= g11_op 1) (distinct d555 d556) (ite (= g11_op 2) (< d555 d556) (ite (= g11_op 3) (<= d555 d556) (ite (= g11_op 4) (> d555 d556) (>= d555 d556)))))))) true))
;; <- success
(define-fun d558 () Int (ite (= h11_rhs 0) d510 (ite (= h11_rhs 1) d511 (ite (= h11_rhs 2) d512 (ite (= h11_rhs 3) d513 (ite (= h11_rhs 4) d514 (ite (= h11_rhs 5) (- 1) (ite (= h11_rhs 6) 0 1))))))))
;; <- success
(define-fun d559 () Int (ite (= h11_base 0) d537 (ite (= h11_base 1) d538 d539)))
;; <- success
(define-fun d560 () Int (ite (= h11_at 0) (ite (= h11_to 0) (+ d510 d512) (ite (= h11_to 1) (+ d511 d512) (ite (= h11_to 2) (+ d512 d512) (ite (= h11_to 3) (+ d513 d512) (+ d514 d512))))) (ite (= h11_to 0) (+ d513 d510) (ite (= h11_to 1) (+ d513 d511) (ite (= h11_to 2) (+ d513 d512) (ite (= h11_to 3) (+ d513 d513) (+ d513 d514)))))))
;; <- success
(define-fun d561 () Int (ite (= h11_k 9) d560 (ite (= h11_k 5) (+ d513 d512) (ite (= h11_k 0) d558 (ite (= h11_k 3) (+ d558 (ite (= h11_add 0) (- 1) (ite (= h11_add 1) 0 1))) (ite (= d559 1) d517 (ite (= d559 2) d518 (ite (= d559 3) d519 (ite (= d559 4) d520 (ite (= d559 5) d521 d522))))))))))
;; <- success
(assert (=> (and (and d557 s11) (or (= h11_k 1) (= h11_k 2))) (and (= h11_fld 0) (or (= d559 1) (= d559 2) (= d559 3) (= d559 4) (= d559 5) (= d559 6)))))
;; <- success
(define-fun d562 () Int (ite (and d557 (not s11)) (+ d513 d512) d512))
;; <- success
(define-fun d563 () Int (ite (and (and d557 s11) (not (or (= h11_k 2) (= h11_k 7))) (= h11_lhs 0)) d561 d510))
;; <- success
(define-fun d564 () Int (ite (and (and d557 s11) (not (or (= h11_k 2) (= h11_k 7))) (= h11_lhs 1)) d561 d511))
;; <- success
(define-fun d565 () Int (ite (and (and d557 s11) (not (or (= h11_k 2) (= h11_k 7))) (= h11_lhs 2)) d561 d562))
;; <- success
(define-fun d566 () Int (ite (and (and d557 s11) (not (or (= h11_k 2) (= h11_k 7))) (= h11_lhs 3)) d561 d513))
;; <- success
(define-fun d567 () Int (ite (and (and d557 s11) (not (or (= h11_k 2) (= h11_k 7))) (= h11_lhs 4)) d561 d514))
;; <- success
(define-fun d568 () Bool (and (and d557 s11) (= h11_k 2) (= h11_fld 0)))
;; <- success
(define-fun d569 () Int (ite (and d568 (= d559 1)) d558 d517))
;; <- success
(define-fun d570 () Int (ite (and d568 (= d559 2)) d558 d518))
;; <- success
(define-fun d571 () Int (ite (and d568 (= d559 3)) d558 d519))
;; <- success
(define-fun d572 () Int (ite (and d568 (= d559 4)) d558 d520))
;; <- success
(define-fun d573 () Int (ite (and d568 (= d559 5)) d558 d521))
;; <- success
(define-fun d574 () Int (ite (and d568 (= d559 6)) d558 d522))
;; <- success
(define-fun d575 () Int (ite (= g12_x 0) d537 (ite (= g12_x 1) d538 d539)))
;; <- success
(define-fun d576 () Int (ite (= g12_y 0) d537 (ite (= g12_y 1) d538 (ite (= g12_y 2) d539 0))))
;; <- success
(define-fun d577 () Int (ite (= g12_x 0) d563 (ite (= g12_x 1) d564 (ite (= g12_x 2) d565 (ite (= g12_x 3) d566 d567)))))
;; <- success
(define-fun d578 () Int (ite (= g12_y 0) d563 (ite (= g12_y 1) d564 (ite (= g12_y 2) d565 (ite (= g12_y 3) d566 (ite (= g12_y 4) d567 (ite (= g12_y 5) (- 1) (ite (= g12_y 6) 0 1))))))))
;; <- success
(define-fun d579 () Bool (ite r12 (ite g12_del false (ite g12_ptr (ite (= g12_op 0) (= d575 d576) (distinct d575 d576)) (ite (= g12_op 0) (= d577 d578) (ite (= g12_op 1) (distinct d577 d578) (ite (= g12_op 2) (< d577 d578) (ite (= g12_op 3) (<= d577 d578) (ite (= g12_op 4) (> d577 d578) (>= d577 d578)))))))) true))
;; <- success
(define-fun d580 () Int (ite (= h12_rhs 0) d563 (ite (= h12_rhs 1) d564 (ite (= h12_rhs 2) d565 (ite (= h12_rhs 3) d566 (ite (= h12_rhs 4) d567 (ite (= h12_rhs 5) (- 1) (ite (= h12_rhs 6) 0 1))))))))
;; <- success
(define-fun d581 () Int (ite (= h12_base 0) d537 (ite (= h12_base 1) d538 d539)))
;; <- success
(define-fun d582 () Int (ite (= h12_k 5) (+ d567 1) (ite (= h12_k 0) d580 (ite (= h12_k 3) (+ d580 (ite (= h12_add 0) (- 1) (ite (= h12_add 1) 0 1))) (ite (= d581 1) d569 (ite (= d581 2) d570 (ite (= d581 3) d571 (ite (= d581 4) d572 (ite (= d581 5) d573 d574)))))))))
;; <- success
(assert (=> (and (and d579 s12) (or (= h12_k 1) (= h12_k 2))) (and (= h12_fld 0) (or (= d581 1) (= d581 2) (= d581 3) (= d581 4) (= d581 5) (= d581 6)))))
;; <- success
(define-fun d583 () Int (ite (and d579 (not s12)) (+ d567 1) d567))
;; <- success
(define-fun d584 () Int (ite (and (and d579 s12) (not (or (= h12_k 2) (= h12_k 7))) (= h12_lhs 0)) d582 d563))
;; <- success
(define-fun d585 () Int (ite (and (and d579 s12) (not (or (= h12_k 2) (= h12_k 7))) (= h12_lhs 1)) d582 d564))
;; <- success
(define-fun d586 () Int (ite (and (and d579 s12) (not (or (= h12_k 2) (= h12_k 7))) (= h12_lhs 2)) d582 d565))
;; <- success
(define-fun d587 () Int (ite (and (and d579 s12) (not (or (= h12_k 2) (= h12_k 7))) (= h12_lhs 3)) d582 d566))
;; <- success
(define-fun d588 () Int (ite (and (and d579 s12) (not (or (= h12_k 2) (= h12_k 7))) (= h12_lhs 4)) d582 d583))
;; <- success
(define-fun d589 () Bool (and (and d579 s12) (= h12_k 2) (= h12_fld 0)))
;; <- success
(define-fun d590 () Int (ite (and d589 (= d581 1)) d580 d569))
;; <- success
(define-fun d591 () Int (ite (and d589 (= d581 2)) d580 d570))
;; <- success
(define-fun d592 () Int (ite (and d589 (= d581 3)) d580 d571))
;; <- success
(define-fun d593 () Int (ite (and d589 (= d581 4)) d580 d572))
;; <- success
(define-fun d594 () Int (ite (and d589 (= d581 5)) d580 d573))
;; <- success
(define-fun d595 () Int (ite (and d589 (= d581 6)) d580 d574))
;; <- success
(assert (= d584 6))
;; <- success
(assert (= d539 6))
;; <- success
(assert (= d537 1))
;; <- success
(assert (= d588 6))
;; <- success
(assert (= d585 10))
;; <- success
(assert (= d586 (- 2)))
;; <- success
(assert (= d538 6))
;; <- success
(assert (= d587 (- 2)))
;; <- success
(assert (= d590 10))
;; <- success
(assert (= d547 2))
;; <- success
(assert (= d591 8))
;; <- success
(assert (= d548 3))
;; <- success
(assert (= d592 6))
;; <- success
(assert (= d549 4))
;; <- success
(assert (= d593 4))
;; <- success
(assert (= d550 5))
;; <- success
(assert (= d594 2))
;; <- success
(assert (= d551 6))
;; <- success
(assert (= d595 0))
;; <- success
(define-fun d596 () Int (ite (= h5_x 0) d537 (ite (= h5_x 1) d538 d539)))
;; <- success
(define-fun d597 () Int (ite (= h5_y 0) d537 (ite (= h5_y 1) d538 (ite (= h5_y 2) d539 0))))
;; <- success
(define-fun d598 () Int (ite (= h5_x 0) d584 (ite (= h5_x 1) d585 (ite (= h5_x 2) d586 (ite (= h5_x 3) d587 d588)))))
;; <- success
(define-fun d599 () Int (ite (= h5_y 0) d584 (ite (= h5_y 1) d585 (ite (= h5_y 2) d586 (ite (= h5_y 3) d587 (ite (= h5_y 4) d588 (ite (= h5_y 5) (- 1) (ite (= h5_y 6) 0 1))))))))
;; <- success
(define-fun d600 () Bool (ite (not s5) (< d588 d584) d501))
;; <- success
(define-fun d601 () Bool (ite s5 (ite h5_ptr (ite (= h5_op 0) (= d596 d597) (distinct d596 d597)) (ite (= h5_op 0) (= d598 d599) (ite (= h5_op 1) (distinct d598 d599) (ite (= h5_op 2) (< d598 d599) (ite (= h5_op 3) (<= d598 d599) (ite (= h5_op 4) (> d598 d599) (>= d598 d599))))))) d600))
;; <- success
(assert (not d601))
;; <- success
(define-fun d602 () Int (ite (= h13_x 0) d537 (ite (= h13_x 1) d538 d539)))
;; <- success
(define-fun d603 () Int (ite (= h13_y 0) d537 (ite (= h13_y 1) d538 (ite (= h13_y 2) d539 0))))
;; <- success
(define-fun d604 () Int (ite (= h13_x 0) d584 (ite (= h13_x 1) d585 (ite (= h13_x 2) d586 (ite (= h13_x 3) d587 d588)))))
;; <- success
(define-fun d605 () Int (ite (= h13_y 0) d584 (ite (= h13_y 1) d585 (ite (= h13_y 2) d586 (ite (= h13_y 3) d587 (ite (= h13_y 4) d588 (ite (= h13_y 5) (- 1) (ite (= h13_y 6) 0 1))))))))
;; <- success
(define-fun d606 () Bool (ite (not s13) (not (= d538 0)) u49))
;; <- success
(define-fun d607 () Bool (ite s13 (ite h13_ptr (ite (= h13_op 0) (= d602 d603) (distinct d602 d603)) (ite (= h13_op 0) (= d604 d605) (ite (= h13_op 1) (distinct d604 d605) (ite (= h13_op 2) (< d604 d605) (ite (= h13_op 3) (<= d604 d605) (ite (= h13_op 4) (> d604 d605) (>= d604 d605))))))) d606))
;; <- success
(assert d607)
;; <- success
(define-fun d608 () Int (ite (= g14_x 0) d537 (ite (= g14_x 1) d538 d539)))
;; <- success
(define-fun d609 () Int (ite (= g14_y 0) d537 (ite (= g14_y 1) d538 (ite (= g14_y 2) d539 0))))
;; <- success
(define-fun d610 () Int (ite (= g14_x 0) d584 (ite (= g14_x 1) d585 (ite (= g14_x 2) d586 (ite (= g14_x 3) d587 d588)))))
;; <- success
(define-fun d611 () Int (ite (= g14_y 0) d584 (ite (= g14_y 1) d585 (ite (= g14_y 2) d586 (ite (= g14_y 3) d587 (ite (= g14_y 4) d588 (ite (= g14_y 5) (- 1) (ite (= g14_y 6) 0 1))))))))
;; <- success
(define-fun d612 () Bool (ite r14 (ite g14_del false (and d607 (ite g14_ptr (ite (= g14_op 0) (= d608 d609) (distinct d608 d609)) (ite (= g14_op 0) (= d610 d611) (ite (= g14_op 1) (distinct d610 d611) (ite (= g14_op 2) (< d610 d611) (ite (= g14_op 3) (<= d610 d611) (ite (= g14_op 4) (> d610 d611) (>= d610 d611))))))))) d607))
;; <- success
(define-fun d613 () Int (ite (= h14_rhs 0) d537 (ite (= h14_rhs 1) d538 (ite (= h14_rhs 2) d539 0))))
;; <- success
(define-fun d614 () Int (ite (= h14_base 0) d537 (ite (= h14_base 1) d538 d539)))
;; <- success
(define-fun d615 () Int (ite (= h14_k 0) d613 (ite (= d614 1) d547 (ite (= d614 2) d548 (ite (= d614 3) d549 (ite (= d614 4) d550 (ite (= d614 5) d551 d552)))))))
;; <- success
(assert (=> (and d612 (not s14)) (or (= d538 1) (= d538 2) (= d538 3) (= d538 4) (= d538 5) (= d538 6))))
;; <- success
(assert (=> (and (and d612 s14) (or (= h14_k 1) (= h14_k 2) (= h14_k 5))) (and (= h14_fld 0) (or (= d614 1) (= d614 2) (= d614 3) (= d614 4) (= d614 5) (= d614 6)))))
;; <- success
(define-fun d616 () Int (ite (and (and d612 s14) (not (or (= h14_k 2) (= h14_k 7) (= h14_k 5))) (= h14_lhs 0)) d615 d537))
;; <- success
(define-fun d617 () Int (ite (and (and d612 s14) (not (or (= h14_k 2) (= h14_k 7) (= h14_k 5))) (= h14_lhs 1)) d615 d538))
;; <- success
(define-fun d618 () Int (ite (and (and d612 s14) (not (or (= h14_k 2) (= h14_k 7) (= h14_k 5))) (= h14_lhs 2)) d615 d539))
;; <- success
(define-fun d619 () Bool (and d612 (not s14)))
;; <- success
(define-fun d620 () Int (ite (and d619 (= d538 1)) d537 d547))
;; <- success
(define-fun d621 () Int (ite (and d619 (= d538 2)) d537 d548))
;; <- success
(define-fun d622 () Int (ite (and d619 (= d538 3)) d537 d549))
;; <- success
(define-fun d623 () Int (ite (and d619 (= d538 4)) d537 d550))
;; <- success
(define-fun d624 () Int (ite (and d619 (= d538 5)) d537 d551))
;; <- success
(define-fun d625 () Int (ite (and d619 (= d538 6)) d537 d552))
;; <- success
(define-fun d626 () Bool (and (and d612 s14) (= h14_k 2) (= h14_fld 0)))
;; <- success
(define-fun d627 () Int (ite (and d626 (= d614 1)) d613 d620))
;; <- success
(define-fun d628 () Int (ite (and d626 (= d614 2)) d613 d621))
;; <- success
(define-fun d629 () Int (ite (and d626 (= d614 3)) d613 d622))
;; <- success
(define-fun d630 () Int (ite (and d626 (= d614 4)) d613 d623))
;; <- success
(define-fun d631 () Int (ite (and d626 (= d614 5)) d613 d624))
;; <- success
(define-fun d632 () Int (ite (and d626 (= d614 6)) d613 d625))
;; <- success
(define-fun d633 () Int (ite (= h15_rhs 0) d616 (ite (= h15_rhs 1) d617 (ite (= h15_rhs 2) d618 0))))
;; <- success
(define-fun d634 () Int (ite (= h15_base 0) d616 (ite (= h15_base 1) d617 d618)))
;; <- success
(define-fun d635 () Int (ite (= h15_k 0) d633 (ite (= d634 1) d627 (ite (= d634 2) d628 (ite (= d634 3) d629 (ite (= d634 4) d630 (ite (= d634 5) d631 d632)))))))
;; <- success
(assert (=> (and s15 (or (= h15_k 1) (= h15_k 2))) (and (= h15_fld 0) (or (= d634 1) (= d634 2) (= d634 3) (= d634 4) (= d634 5) (= d634 6)))))
;; <- success
(define-fun d636 () Int (ite (not s15) d616 u50))
;; <- success
(define-fun d637 () Int (ite (and s15 (not (or (= h15_k 2) (= h15_k 7)))) d635 d636))
;; <- success
(assert (= d584 6))
;; <- success
(assert (= d618 6))
;; <- success
(assert (= d616 1))
;; <- success
(assert (= d588 6))
;; <- success
(assert (= d637 1))
;; <- success
(assert (= d585 10))
;; <- success
(assert (= d586 (- 2)))
;; <- success
(assert (= d617 6))
;; <- success
(assert (= d587 (- 2)))
;; <- success
(assert (= d590 10))
;; <- success
(assert (= d627 2))
;; <- success
(assert (= d591 8))
;; <- success
(assert (= d628 3))
;; <- success
(assert (= d592 6))
;; <- success
(assert (= d629 4))
;; <- success
(assert (= d593 4))
;; <- success
(assert (= d630 5))
;; <- success
(assert (= d594 2))
;; <- success
(assert (= d631 6))
;; <- success
(assert (= d595 0))
;; <- success
(assert (= d632 1))
;; <- success
(declare-const u638 Bool)
;; <- success
(declare-const u639 Bool)
;; <- success
(declare-const u640 Bool)
;; <- success
(declare-const u641 Int)
;; <- success
(define-fun d642 () Int (ite (= h0_rhs 0) (- 1) (ite (= h0_rhs 1) (- 1) (ite (= h0_rhs 2) (- 1) 0))))
;; <- success
(define-fun d643 () Int (- 1))
;; <- success
(define-fun d644 () Int (ite (= h0_k 0) d642 0))
;; <- success
(assert (=> (and s0 (or (= h0_k 1) (= h0_k 2))) false))
;; <- success
(define-fun d645 () Int (ite (not s0) 0 (- 1)))
;; <- success
(define-fun d646 () Int (ite (and s0 (not (or (= h0_k 2) (= h0_k 7))) (= h0_lhs 0)) d644 d645))
;; <- success
(define-fun d647 () Int (ite (= h1_rhs 0) d646 (ite (= h1_rhs 1) (- 1) (ite (= h1_rhs 2) (- 1) 0))))
;; <- success
(define-fun d648 () Int (ite (= h1_base 0) d646 (- 1)))
;; <- success
(define-fun d649 () Int (ite (= h1_k 0) d647 0))
;; <- success
(assert (=> (and s1 (or (= h1_k 1) (= h1_k 2))) false))
;; <- success
(define-fun d650 () Int (ite (not s1) 0 (- 1)))
;; <- success
(define-fun d651 () Int (ite (and s1 (not (or (= h1_k 2) (= h1_k 7))) (= h1_lhs 1)) d649 d650))
;; <- success
(define-fun d652 () Int (ite (= h2_rhs 0) d646 (ite (= h2_rhs 1) d651 (ite (= h2_rhs 2) (- 1) 0))))
;; <- success
(define-fun d653 () Int (ite (= h2_base 0) d646 (ite (= h2_base 1) d651 (- 1))))
;; <- success
(define-fun d654 () Int (ite (= h2_k 0) d652 0))
;; <- success
(assert (=> (and s2 (or (= h2_k 1) (= h2_k 2))) false))
;; <- success
(define-fun d655 () Int (ite (not s2) 0 (- 1)))
;; <- success
(define-fun d656 () Int (ite (and s2 (not (or (= h2_k 2) (= h2_k 7))) (= h2_lhs 2)) d654 d655))
;; <- success
(define-fun d657 () Int (ite (= h3_rhs 0) 2 (ite (= h3_rhs 1) 0 (ite (= h3_rhs 2) 7 (ite (= h3_rhs 3) (- 1717986919) (ite (= h3_rhs 4) (- 1717986919) (ite (= h3_rhs 5) (- 1) (ite (= h3_rhs 6) 0 1))))))))
;; <- success
(define-fun d658 () Int (ite (= h3_base 0) d646 (ite (= h3_base 1) d651 d656)))
;; <- success
(define-fun d659 () Int (ite (= h3_k 0) d657 (ite (= h3_k 3) (+ d657 (ite (= h3_add 0) (- 1) (ite (= h3_add 1) 0 1))) 0)))
;; <- success
(assert (=> (and s3 (or (= h3_k 1) (= h3_k 2))) false))
;; <- success
(define-fun d660 () Int (ite (not s3) 0 (- 1717986919)))
;; <- success
(define-fun d661 () Int (ite (and s3 (not (or (= h3_k 2) (= h3_k 7))) (= h3_lhs 3)) d659 d660))
;; <- success
(define-fun d662 () Int (ite (= h4_rhs 0) 2 (ite (= h4_rhs 1) 0 (ite (= h4_rhs 2) 7 (ite (= h4_rhs 3) d661 (ite (= h4_rhs 4) (- 1717986919) (ite (= h4_rhs 5) (- 1) (ite (= h4_rhs 6) 0 1))))))))
;; <- success
(define-fun d663 () Int (ite (= h4_base 0) d646 (ite (= h4_base 1) d651 d656)))
;; <- success
(define-fun d664 () Int (ite (= h4_k 0) d662 (ite (= h4_k 3) (+ d662 (ite (= h4_add 0) (- 1) (ite (= h4_add 1) 0 1))) 0)))
;; <- success
(assert (=> (and s4 (or (= h4_k 1) (= h4_k 2))) false))
;; <- success
(define-fun d665 () Int (ite (not s4) 0 (- 1717986919)))
;; <- success
(define-fun d666 () Int (ite (and s4 (not (or (= h4_k 2) (= h4_k 7))) (= h4_lhs 4)) d664 d665))
;; <- success
(assert true)
;; <- success
(assert (= d656 0))
;; <- success
(assert (= d646 0))
;; <- success
(assert (= d666 0))
;; <- success
(assert true)
;; <- success
(assert true)
;; <- success
(assert (= d651 0))
;; <- success
(assert (= d661 0))
;; <- success
(define-fun d667 () Int (ite (= h5_x 0) d646 (ite (= h5_x 1) d651 d656)))
;; <- success
(define-fun d668 () Int (ite (= h5_y 0) d646 (ite (= h5_y 1) d651 (ite (= h5_y 2) d656 0))))
;; <- success
(define-fun d669 () Int (ite (= h5_x 0) 2 (ite (= h5_x 1) 0 (ite (= h5_x 2) 7 (ite (= h5_x 3) d661 d666)))))
;; <- success
(define-fun d670 () Int (ite (= h5_y 0) 2 (ite (= h5_y 1) 0 (ite (= h5_y 2) 7 (ite (= h5_y 3) d661 (ite (= h5_y 4) d666 (ite (= h5_y 5) (- 1) (ite (= h5_y 6) 0 1))))))))
;; <- success
(define-fun d671 () Bool (ite (not s5) (< d666 2) u638))
;; <- success
(define-fun d672 () Bool (ite s5 (ite h5_ptr (ite (= h5_op 0) (= d667 d668) (distinct d667 d668)) (ite (= h5_op 0) (= d669 d670) (ite (= h5_op 1) (distinct d669 d670) (ite (= h5_op 2) (< d669 d670) (ite (= h5_op 3) (<= d669 d670) (ite (= h5_op 4) (> d669 d670) (>= d669 d670))))))) d671))
;; <- success
(assert d672)
;; <- success
(define-fun d673 () Int (ite (= g7_x 0) d646 (ite (= g7_x 1) d651 1)))
;; <- success
(define-fun d674 () Int (ite (= g7_y 0) d646 (ite (= g7_y 1) d651 (ite (= g7_y 2) 1 0))))
;; <- success
(define-fun d675 () Int (ite (= g7_x 0) 2 (ite (= g7_x 1) 0 (ite (= g7_x 2) 7 (ite (= g7_x 3) d661 d666)))))
;; <- success
(define-fun d676 () Int (ite (= g7_y 0) 2 (ite (= g7_y 1) 0 (ite (= g7_y 2) 7 (ite (= g7_y 3) d661 (ite (= g7_y 4) d666 (ite (= g7_y 5) (- 1) (ite (= g7_y 6) 0 1))))))))
;; <- success
(define-fun d677 () Bool (ite r7 (ite g7_del false (ite g7_ptr (ite (= g7_op 0) (= d673 d674) (distinct d673 d674)) (ite (= g7_op 0) (= d675 d676) (ite (= g7_op 1) (distinct d675 d676) (ite (= g7_op 2) (< d675 d676) (ite (= g7_op 3) (<= d675 d676) (ite (= g7_op 4) (> d675 d676) (>= d675 d676)))))))) true))
;; <- success
(define-fun d678 () Int (ite (= h7_rhs 0) 2 (ite (= h7_rhs 1) 0 (ite (= h7_rhs 2) 7 (ite (= h7_rhs 3) d661 (ite (= h7_rhs 4) d666 (ite (= h7_rhs 5) (- 1) (ite (= h7_rhs 6) 0 1))))))))
;; <- success
(define-fun d679 () Int (ite (= h7_base 0) d646 (ite (= h7_base 1) d651 1)))
;; <- success
(define-fun d680 () Int (ite (= h7_k 0) d678 (ite (= h7_k 3) (+ d678 (ite (= h7_add 0) (- 1) (ite (= h7_add 1) 0 1))) (- 1717986919))))
;; <- success
(assert (=> (and d677 (not s7)) true))
;; <- success
(assert (=> (and (and d677 s7) (or (= h7_k 1) (= h7_k 2) (= h7_k 5))) (and (= h7_fld 0) (= d679 1))))
;; <- success
(define-fun d681 () Int (ite (and (and d677 s7) (not (or (= h7_k 2) (= h7_k 7) (= h7_k 5))) (= h7_lhs 0)) d680 2))
;; <- success
(define-fun d682 () Int (ite (and (and d677 s7) (not (or (= h7_k 2) (= h7_k 7) (= h7_k 5))) (= h7_lhs 1)) d680 0))
;; <- success
(define-fun d683 () Int (ite (and (and d677 s7) (not (or (= h7_k 2) (= h7_k 7) (= h7_k 5))) (= h7_lhs 2)) d680 7))
;; <- success
(define-fun d684 () Int (ite (and (and d677 s7) (not (or (= h7_k 2) (= h7_k 7) (= h7_k 5))) (= h7_lhs 3)) d680 d661))
;; <- success
(define-fun d685 () Int (ite (and (and d677 s7) (not (or (= h7_k 2) (= h7_k 7) (= h7_k 5))) (= h7_lhs 4)) d680 d666))
;; <- success
(define-fun d686 () Int (ite (and d677 (not s7)) d661 (- 1717986919)))
;; <- success
(define-fun d687 () Int (ite (and (and (and d677 s7) (= h7_k 2) (= h7_fld 0)) (= d679 1)) d678 d686))
;; <- success
(define-fun d688 () Int (ite (= h8_x 0) d646 (ite (= h8_x 1) d651 1)))
;; <- success
(define-fun d689 () Int (ite (= h8_y 0) d646 (ite (= h8_y 1) d651 (ite (= h8_y 2) 1 0))))
;; <- success
(define-fun d690 () Int (ite (= h8_x 0) d681 (ite (= h8_x 1) d682 (ite (= h8_x 2) d683 (ite (= h8_x 3) d684 d685)))))
;; <- success
(define-fun d691 () Int (ite (= h8_y 0) d681 (ite (= h8_y 1) d682 (ite (= h8_y 2) d683 (ite (= h8_y 3) d684 (ite (= h8_y 4) d685 (ite (= h8_y 5) (- 1) (ite (= h8_y 6) 0 1))))))))
;; <- success
(define-fun d692 () Bool (ite (not s8) (= d646 0) u639))
;; <- success
(define-fun d693 () Bool (ite s8 (ite h8_ptr (ite (= h8_op 0) (= d688 d689) (distinct d688 d689)) (ite (= h8_op 0) (= d690 d691) (ite (= h8_op 1) (distinct d690 d691) (ite (= h8_op 2) (< d690 d691) (ite (= h8_op 3) (<= d690 d691) (ite (= h8_op 4) (> d690 d691) (>= d690 d691))))))) d692))
;; <- success
(assert d693)
;; <- success
(define-fun d694 () Int (ite (= g9_x 0) d646 (ite (= g9_x 1) d651 1)))
;; <- success
(define-fun d695 () Int (ite (= g9_y 0) d646 (ite (= g9_y 1) d651 (ite (= g9_y 2) 1 0))))
;; <- success
(define-fun d696 () Int (ite (= g9_x 0) d681 (ite (= g9_x 1) d682 (ite (= g9_x 2) d683 (ite (= g9_x 3) d684 d685)))))
;; <- success
(define-fun d697 () Int (ite (= g9_y 0) d681 (ite (= g9_y 1) d682 (ite (= g9_y 2) d683 (ite (= g9_y 3) d684 (ite (= g9_y 4) d685 (ite (= g9_y 5) (- 1) (ite (= g9_y 6) 0 1))))))))
;; <- success
(define-fun d698 () Bool (ite r9 (ite g9_del false (and d693 (ite g9_ptr (ite (= g9_op 0) (= d694 d695) (distinct d694 d695)) (ite (= g9_op 0) (= d696 d697) (ite (= g9_op 1) (distinct d696 d697) (ite (= g9_op 2) (< d696 d697) (ite (= g9_op 3) (<= d696 d697) (ite (= g9_op 4) (> d696 d697) (>= d696 d697))))))))) d693))
;; <- success
(define-fun d699 () Int (ite (= h9_rhs 0) d646 (ite (= h9_rhs 1) d651 (ite (= h9_rhs 2) 1 0))))
;; <- success
(define-fun d700 () Int (ite (= h9_base 0) d646 (ite (= h9_base 1) d651 1)))
;; <- success
(define-fun d701 () Int (ite (= h9_k 0) d699 (- 1)))
;; <- success
(assert (=> (and (and d698 s9) (or (= h9_k 1) (= h9_k 2))) (and (= h9_fld 0) (= d700 1))))
;; <- success
(define-fun d702 () Int (ite (and d698 (not s9)) 1 d646))
;; <- success
(define-fun d703 () Int (ite (and (and d698 s9) (not (or (= h9_k 2) (= h9_k 7))) (= h9_lhs 0)) d701 d702))
;; <- success
(define-fun d704 () Int (ite (and (and d698 s9) (not (or (= h9_k 2) (= h9_k 7))) (= h9_lhs 1)) d701 d651))
;; <- success
(define-fun d705 () Int (ite (and (and d698 s9) (not (or (= h9_k 2) (= h9_k 7))) (= h9_lhs 2)) d701 1))
;; <- success
(define-fun d706 () Int (ite (and (and (and d698 s9) (= h9_k 2) (= h9_fld 0)) (= d700 1)) d699 (- 1)))
;; <- success
(define-fun d707 () Int (ite (= g11_x 0) d703 (ite (= g11_x 1) d704 d705)))
;; <- success
(define-fun d708 () Int (ite (= g11_y 0) d703 (ite (= g11_y 1) d704 (ite (= g11_y 2) d705 0))))
;; <- success
(define-fun d709 () Int (ite (= g11_x 0) d681 (ite (= g11_x 1) d682 (ite (= g11_x 2) d683 (ite (= g11_x 3) d684 d685)))))
;; <- success
(define-fun d710 () Int (ite (= g11_y 0) d681 (ite (= g11_y 1) d682 (ite (= g11_y 2) d683 (ite (= g11_y 3) d684 (ite (= g11_y 4) d685 (ite (= g11_y 5) (- 1) (ite (= g11_y 6) 0 1))))))))
;; <- success
(define-fun d711 () Bool (ite r11 (ite g11_del false (ite g11_ptr (ite (= g11_op 0) (= d707 d708) (distinct d707 d708)) (ite (= g11_op 0) (= d709 d710) (ite (= g11_op 1) (distinct d709 d710) (ite (= g11_op 2) (< d709 d710) (ite (= g11_op 3) (<= d709 d710) (ite (= g11_op 4) (> d709 d710) (>= d709 d710)))))))) true))
;; <- success
(define-fun d712 () Int (ite (= h11_rhs 0) d681 (ite (= h11_rhs 1) d682 (ite (= h11_rhs 2) d683 (ite (= h11_rhs 3) d684 (ite (= h11_rhs 4) d685 (ite (= h11_rhs 5) (- 1) (ite (= h11_rhs 6) 0 1))))))))
;; <- success
(define-fun d713 () Int (ite (= h11_base 0) d703 (ite (= h11_base 1) d704 d705)))
;; <- success
(define-fun d714 () Int (ite (= h11_at 0) (ite (= h11_to 0) (+ d681 d683) (ite (= h11_to 1) (+ d682 d683) (ite (= h11_to 2) (+ d683 d683) (ite (= h11_to 3) (+ d684 d683) (+ d685 d683))))) (ite (= h11_to 0) (+ d684 d681) (ite (= h11_to 1) (+ d684 d682) (ite (= h11_to 2) (+ d684 d683) (ite (= h11_to 3) (+ d684 d684) (+ d684 d685)))))))
;; <- success
(define-fun d715 () Int (ite (= h11_k 9) d714 (ite (= h11_k 5) (+ d684 d683) (ite (= h11_k 0) d712 (ite (= h11_k 3) (+ d712 (ite (= h11_add 0) (- 1) (ite (= h11_add 1) 0 1))) d687)))))
;; <- success
(assert (=> (and (and d711 s11) (or (= h11_k 1) (= h11_k 2))) (and (= h11_fld 0) (= d713 1))))
;; <- success
(define-fun d716 () Int (ite (and d711 (not s11)) (+ d684 d683) d683))
;; <- success
(define-fun d717 () Int (ite (and (and d711 s11) (not (or (= h11_k 2) (= h11_k 7))) (= h11_lhs 0)) d715 d681))
;; <- success
(define-fun d718 () Int (ite (and (and d711 s11) (not (or (= h11_k 2) (= h11_k 7))) (= h11_lhs 1)) d715 d682))
;; <- success
(define-fun d719 () Int (ite (and (and d711 s11) (not (or (= h11_k 2) (= h11_k 7))) (= h11_lhs 2)) d715 d716))
;; <- success
(define-fun d720 () Int (ite (and (and d711 s11) (not (or (= h11_k 2) (= h11_k 7))) (= h11_lhs 3)) d715 d684))
;; <- success
(define-fun d721 () Int (ite (and (and d711 s11) (not (or (= h11_k 2) (= h11_k 7))) (= h11_lhs 4)) d715 d685))
;; <- success
(define-fun d722 () Int (ite (and (and (and d711 s11) (= h11_k 2) (= h11_fld 0)) (= d713 1)) d712 d687))
;; <- success
(define-fun d723 () Int (ite (= g12_x 0) d703 (ite (= g12_x 1) d704 d705)))
;; <- success
(define-fun d724 () Int (ite (= g12_y 0) d703 (ite (= g12_y 1) d704 (ite (= g12_y 2) d705 0))))
;; <- success
(define-fun d725 () Int (ite (= g12_x 0) d717 (ite (= g12_x 1) d718 (ite (= g12_x 2) d719 (ite (= g12_x 3) d720 d721)))))
;; <- success
(define-fun d726 () Int (ite (= g12_y 0) d717 (ite (= g12_y 1) d718 (ite (= g12_y 2) d719 (ite (= g12_y 3) d720 (ite (= g12_y 4) d721 (ite (= g12_y 5) (- 1) (ite (= g12_y 6) 0 1))))))))
;; <- success
(define-fun d727 () Bool (ite r12 (ite g12_del false (ite g12_ptr (ite (= g12_op 0) (= d723 d724) (distinct d723 d724)) (ite (= g12_op 0) (= d725 d726) (ite (= g12_op 1) (distinct d725 d726) (ite (= g12_op 2) (< d725 d726) (ite (= g12_op 3) (<= d725 d726) (ite (= g12_op 4) (> d725 d726) (>= d725 d726)))))))) true))
;; <- success
(define-fun d728 () Int (ite (= h12_rhs 0) d717 (ite (= h12_rhs 1) d718 (ite (= h12_rhs 2) d719 (ite (= h12_rhs 3) d720 (ite (= h12_rhs 4) d721 (ite (= h12_rhs 5) (- 1) (ite (= h12_rhs 6) 0 1))))))))
;; <- success
(define-fun d729 () Int (ite (= h12_base 0) d703 (ite (= h12_base 1) d704 d705)))
;; <- success
(define-fun d730 () Int (ite (= h12_k 5) (+ d721 1) (ite (= h12_k 0) d728 (ite (= h12_k 3) (+ d728 (ite (= h12_add 0) (- 1) (ite (= h12_add 1) 0 1))) d722))))
;; <- success
(assert (=> (and (and d727 s12) (or (= h12_k 1) (= h12_k 2))) (and (= h12_fld 0) (= d729 1))))
;; <- success
(define-fun d731 () Int (ite (and d727 (not s12)) (+ d721 1) d721))
;; <- success
(define-fun d732 () Int (ite (and (and d727 s12) (not (or (= h12_k 2) (= h12_k 7))) (= h12_lhs 0)) d730 d717))
;; <- success
(define-fun d733 () Int (ite (and (and d727 s12) (not (or (= h12_k 2) (= h12_k 7))) (= h12_lhs 1)) d730 d718))
;; <- success
(define-fun d734 () Int (ite (and (and d727 s12) (not (or (= h12_k 2) (= h12_k 7))) (= h12_lhs 2)) d730 d719))
;; <- success
(define-fun d735 () Int (ite (and (and d727 s12) (not (or (= h12_k 2) (= h12_k 7))) (= h12_lhs 3)) d730 d720))
;; <- success
(define-fun d736 () Int (ite (and (and d727 s12) (not (or (= h12_k 2) (= h12_k 7))) (= h12_lhs 4)) d730 d731))
;; <- success
(define-fun d737 () Int (ite (and (and (and d727 s12) (= h12_k 2) (= h12_fld 0)) (= d729 1)) d728 d722))
;; <- success
(assert (= d732 2))
;; <- success
(assert (= d705 1))
;; <- success
(assert (= d703 1))
;; <- success
(assert (= d736 1))
;; <- success
(assert (= d733 0))
;; <- success
(assert (= d734 7))
;; <- success
(assert (= d704 1))
;; <- success
(assert (= d735 7))
;; <- success
(assert (= d737 0))
;; <- success
(define-fun d738 () Int (ite (= h5_x 0) d703 (ite (= h5_x 1) d704 d705)))
;; <- success
(define-fun d739 () Int (ite (= h5_y 0) d703 (ite (= h5_y 1) d704 (ite (= h5_y 2) d705 0))))
;; <- success
(define-fun d740 () Int (ite (= h5_x 0) d732 (ite (= h5_x 1) d733 (ite (= h5_x 2) d734 (ite (= h5_x 3) d735 d736)))))
;; <- success
(define-fun d741 () Int (ite (= h5_y 0) d732 (ite (= h5_y 1) d733 (ite (= h5_y 2) d734 (ite (= h5_y 3) d735 (ite (= h5_y 4) d736 (ite (= h5_y 5) (- 1) (ite (= h5_y 6) 0 1))))))))
;; <- success
(define-fun d742 () Bool (ite (not s5) (< d736 d732) d672))
;; <- success
(define-fun d743 () Bool (ite s5 (ite h5_ptr (ite (= h5_op 0) (= d738 d739) (distinct d738 d739)) (ite (= h5_op 0) (= d740 d741) (ite (= h5_op 1) (distinct d740 d741) (ite (= h5_op 2) (< d740 d741) (ite (= h5_op 3) (<= d740 d741) (ite (= h5_op 4) (> d740 d741) (>= d740 d741))))))) d742))
;; <- success
(assert d743)
;; <- success
(define-fun d744 () Int (ite (= g7_x 0) d703 (ite (= g7_x 1) d704 2)))
;; <- success
(define-fun d745 () Int (ite (= g7_y 0) d703 (ite (= g7_y 1) d704 (ite (= g7_y 2) 2 0))))
;; <- success
(define-fun d746 () Int (ite (= g7_x 0) d732 (ite (= g7_x 1) d733 (ite (= g7_x 2) d734 (ite (= g7_x 3) d735 d736)))))
;; <- success
(define-fun d747 () Int (ite (= g7_y 0) d732 (ite (= g7_y 1) d733 (ite (= g7_y 2) d734 (ite (= g7_y 3) d735 (ite (= g7_y 4) d736 (ite (= g7_y 5) (- 1) (ite (= g7_y 6) 0 1))))))))
;; <- success
(define-fun d748 () Bool (ite r7 (ite g7_del false (ite g7_ptr (ite (= g7_op 0) (= d744 d745) (distinct d744 d745)) (ite (= g7_op 0) (= d746 d747) (ite (= g7_op 1) (distinct d746 d747) (ite (= g7_op 2) (< d746 d747) (ite (= g7_op 3) (<= d746 d747) (ite (= g7_op 4) (> d746 d747) (>= d746 d747)))))))) true))
;; <- success
(define-fun d749 () Int (ite (= h7_rhs 0) d732 (ite (= h7_rhs 1) d733 (ite (= h7_rhs 2) d734 (ite (= h7_rhs 3) d735 (ite (= h7_rhs 4) d736 (ite (= h7_rhs 5) (- 1) (ite (= h7_rhs 6) 0 1))))))))
;; <- success
(define-fun d750 () Int (ite (= h7_base 0) d703 (ite (= h7_base 1) d704 2)))
;; <- success
(define-fun d751 () Int (ite (= h7_k 0) d749 (ite (= h7_k 3) (+ d749 (ite (= h7_add 0) (- 1) (ite (= h7_add 1) 0 1))) (ite (= d750 1) d737 (- 1717986919)))))
;; <- success
(assert (=> (and d748 (not s7)) true))
;; <- success
(assert (=> (and (and d748 s7) (or (= h7_k 1) (= h7_k 2) (= h7_k 5))) (and (= h7_fld 0) (or (= d750 1) (= d750 2)))))
;; <- success
(define-fun d752 () Int (ite (and (and d748 s7) (not (or (= h7_k 2) (= h7_k 7) (= h7_k 5))) (= h7_lhs 0)) d751 d732))
;; <- success
(define-fun d753 () Int (ite (and (and d748 s7) (not (or (= h7_k 2) (= h7_k 7) (= h7_k 5))) (= h7_lhs 1)) d751 d733))
;; <- success
(define-fun d754 () Int (ite (and (and d748 s7) (not (or (= h7_k 2) (= h7_k 7) (= h7_k 5))) (= h7_lhs 2)) d751 d734))
;; <- success
(define-fun d755 () Int (ite (and (and d748 s7) (not (or (= h7_k 2) (= h7_k 7) (= h7_k 5))) (= h7_lhs 3)) d751 d735))
;; <- success
(define-fun d756 () Int (ite (and (and d748 s7) (not (or (= h7_k 2) (= h7_k 7) (= h7_k 5))) (= h7_lhs 4)) d751 d736))
;; <- success
(define-fun d757 () Int (ite (and d748 (not s7)) d735 (- 1717986919)))
;; <- success
(define-fun d758 () Bool (and (and d748 s7) (= h7_k 2) (= h7_fld 0)))
;; <- success
(define-fun d759 () Int (ite (and d758 (= d750 1)) d749 d737))
;; <- success
(define-fun d760 () Int (ite (and d758 (= d750 2)) d749 d757))
;; <- success
(define-fun d761 () Int (ite (= h8_x 0) d703 (ite (= h8_x 1) d704 2)))
;; <- success
(define-fun d762 () Int (ite (= h8_y 0) d703 (ite (= h8_y 1) d704 (ite (= h8_y 2) 2 0))))
;; <- success
(define-fun d763 () Int (ite (= h8_x 0) d752 (ite (= h8_x 1) d753 (ite (= h8_x 2) d754 (ite (= h8_x 3) d755 d756)))))
;; <- success
(define-fun d764 () Int (ite (= h8_y 0) d752 (ite (= h8_y 1) d753 (ite (= h8_y 2) d754 (ite (= h8_y 3) d755 (ite (= h8_y 4) d756 (ite (= h8_y 5) (- 1) (ite (= h8_y 6) 0 1))))))))
;; <- success
(define-fun d765 () Bool (ite (not s8) (= d703 0) d693))
;; <- success
(define-fun d766 () Bool (ite s8 (ite h8_ptr (ite (= h8_op 0) (= d761 d762) (distinct d761 d762)) (ite (= h8_op 0) (= d763 d764) (ite (= h8_op 1) (distinct d763 d764) (ite (= h8_op 2) (< d763 d764) (ite (= h8_op 3) (<= d763 d764) (ite (= h8_op 4) (> d763 d764) (>= d763 d764))))))) d765))
;; <- success
(assert (not d766))
;; <- success
(define-fun d767 () Int (ite (= g10_x 0) d703 (ite (= g10_x 1) d704 2)))
;; <- success
(define-fun d768 () Int (ite (= g10_y 0) d703 (ite (= g10_y 1) d704 (ite (= g10_y 2) 2 0))))
;; <- success
(define-fun d769 () Int (ite (= g10_x 0) d752 (ite (= g10_x 1) d753 (ite (= g10_x 2) d754 (ite (= g10_x 3) d755 d756)))))
;; <- success
(define-fun d770 () Int (ite (= g10_y 0) d752 (ite (= g10_y 1) d753 (ite (= g10_y 2) d754 (ite (= g10_y 3) d755 (ite (= g10_y 4) d756 (ite (= g10_y 5) (- 1) (ite (= g10_y 6) 0 1))))))))
;; <- success
(define-fun d771 () Bool (ite r10 (ite g10_del false (and (not d766) (ite g10_ptr (ite (= g10_op 0) (= d767 d768) (distinct d767 d768)) (ite (= g10_op 0) (= d769 d770) (ite (= g10_op 1) (distinct d769 d770) (ite (= g10_op 2) (< d769 d770) (ite (= g10_op 3) (<= d769 d770) (ite (= g10_op 4) (> d769 d770) (>= d769 d770))))))))) (not d766)))
;; <- success
(define-fun d772 () Int (ite (= h10_rhs 0) d703 (ite (= h10_rhs 1) d704 (ite (= h10_rhs 2) 2 0))))
;; <- success
(define-fun d773 () Int (ite (= h10_base 0) d703 (ite (= h10_base 1) d704 2)))
;; <- success
(define-fun d774 () Int (ite (= h10_k 0) d772 (ite (= d773 1) d706 (- 1))))
;; <- success
(assert (=> (and d771 (not s10)) (= d703 1)))
;; <- success
(assert (=> (and (and d771 s10) (or (= h10_k 1) (= h10_k 2) (= h10_k 5))) (and (= h10_fld 0) (or (= d773 1) (= d773 2)))))
;; <- success
(define-fun d775 () Int (ite (and (and d771 s10) (not (or (= h10_k 2) (= h10_k 7) (= h10_k 5))) (= h10_lhs 0)) d774 d703))
;; <- success
(define-fun d776 () Int (ite (and (and d771 s10) (not (or (= h10_k 2) (= h10_k 7) (= h10_k 5))) (= h10_lhs 1)) d774 d704))
;; <- success
(define-fun d777 () Int (ite (and (and d771 s10) (not (or (= h10_k 2) (= h10_k 7) (= h10_k 5))) (= h10_lhs 2)) d774 2))
;; <- success
(define-fun d778 () Int (ite (and (and d771 (not s10)) (= d703 1)) 2 d706))
;; <- success
(define-fun d779 () Bool (and (and d771 s10) (= h10_k 2) (= h10_fld 0)))
;; <- success
(define-fun d780 () Int (ite (and d779 (= d773 1)) d772 d778))
;; <- success
(define-fun d781 () Int (ite (and d779 (= d773 2)) d772 (- 1)))
;; <- success
(define-fun d782 () Int (ite (= g11_x 0) d775 (ite (= g11_x 1) d776 d777)))
;; <- success
(define-fun d783 () Int (ite (= g11_y 0) d775 (ite (= g11_y 1) d776 (ite (= g11_y 2) d777 0))))
;; <- success
(define-fun d784 () Int (ite (= g11_x 0) d752 (ite (= g11_x 1) d753 (ite (= g11_x 2) d754 (ite (= g11_x 3) d755 d756)))))
;; <- success
(define-fun d785 () Int (ite (= g11_y 0) d752 (ite (= g11_y 1) d753 (ite (= g11_y 2) d754 (ite (= g11_y 3) d755 (ite (= g11_y 4) d756 (ite (= g11_y 5) (- 1) (ite (= g11_y 6) 0 1))))))))
;; <- success
(define-fun d786 () Bool (ite r11 (ite g11_del false (ite g11_ptr (ite (= g11_op 0) (= d782 d783) (distinct d782 d783)) (ite (= g11_op 0) (= d784 d785) (ite (= g11_op 1) (distinct d784 d785) (ite (= g11_op 2) (< d784 d785) (ite (= g11_op 3) (<= d784 d785) (ite (= g11_op 4) (> d784 d785) (>= d784 d785)))))))) true))
;; <- success
(define-fun d787 () Int (ite (= h11_rhs 0) d752 (ite (= h11_rhs 1) d753 (ite (= h11_rhs 2) d754 (ite (= h11_rhs 3) d755 (ite (= h11_rhs 4) d756 (ite (= h11_rhs 5) (- 1) (ite (= h11_rhs 6) 0 1))))))))
;; <- success
(define-fun d788 () Int (ite (= h11_base 0) d775 (ite (= h11_base 1) d776 d777)))
;; <- success
(define-fun d789 () Int (ite (= h11_at 0) (ite (= h11_to 0) (+ d752 d754) (ite (= h11_to 1) (+ d753 d754) (ite (= h11_to 2) (+ d754 d754) (ite (= h11_to 3) (+ d755 d754) (+ d756 d754))))) (ite (= h11_to 0) (+ d755 d752) (ite (= h11_to 1) (+ d755 d753) (ite (= h11_to 2) (+ d755 d754) (ite (= h11_to 3) (+ d755 d755) (+ d755 d756)))))))
;; <- success
(define-fun d790 () Int (ite (= h11_k 9) d789 (ite (= h11_k 5) (+ d755 d754) (ite (= h11_k 0) d787 (ite (= h11_k 3) (+ d787 (ite (= h11_add 0) (- 1) (ite (= h11_add 1) 0 1))) (ite (= d788 1) d759 d760))))))
;; <- success
(assert (=> (and (and d786 s11) (or (= h11_k 1) (= h11_k 2))) (and (= h11_fld 0) (or (= d788 1) (= d788 2)))))
;; <- success
(define-fun d791 () Int (ite (and d786 (not s11)) (+ d755 d754) d754))
;; <- success
(define-fun d792 () Int (ite (and (and d786 s11) (not (or (= h11_k 2) (= h11_k 7))) (= h11_lhs 0)) d790 d752))
;; <- success
(define-fun d793 () Int (ite (and (and d786 s11) (not (or (= h11_k 2) (= h11_k 7))) (= h11_lhs 1)) d790 d753))
;; <- success
(define-fun d794 () Int (ite (and (and d786 s11) (not (or (= h11_k 2) (= h11_k 7))) (= h11_lhs 2)) d790 d791))
;; <- success
(define-fun d795 () Int (ite (and (and d786 s11) (not (or (= h11_k 2) (= h11_k 7))) (= h11_lhs 3)) d790 d755))
;; <- success
(define-fun d796 () Int (ite (and (and d786 s11) (not (or (= h11_k 2) (= h11_k 7))) (= h11_lhs 4)) d790 d756))
;; <- success
(define-fun d797 () Bool (and (and d786 s11) (= h11_k 2) (= h11_fld 0)))
;; <- success
(define-fun d798 () Int (ite (and d797 (= d788 1)) d787 d759))
;; <- success
(define-fun d799 () Int (ite (and d797 (= d788 2)) d787 d760))
;; <- success
(define-fun d800 () Int (ite (= g12_x 0) d775 (ite (= g12_x 1) d776 d777)))
;; <- success
(define-fun d801 () Int (ite (= g12_y 0) d775 (ite (= g12_y 1) d776 (ite (= g12_y 2) d777 0))))
;; <- success
(define-fun d802 () Int (ite (= g12_x 0) d792 (ite (= g12_x 1) d793 (ite (= g12_x 2) d794 (ite (= g12_x 3) d795 d796)))))
;; <- success
(define-fun d803 () Int (ite (= g12_y 0) d792 (ite (= g12_y 1) d793 (ite (= g12_y 2) d794 (ite (= g12_y 3) d795 (ite (= g12_y 4) d796 (ite (= g12_y 5) (- 1) (ite (= g12_y 6) 0 1))))))))
;; <- success
(define-fun d804 () Bool (ite r12 (ite g12_del false (ite g12_ptr (ite (= g12_op 0) (= d800 d801) (distinct d800 d801)) (ite (= g12_op 0) (= d802 d803) (ite (= g12_op 1) (distinct d802 d803) (ite (= g12_op 2) (< d802 d803) (ite (= g12_op 3) (<= d802 d803) (ite (= g12_op 4) (> d802 d803) (>= d802 d803)))))))) true))
;; <- success
(define-fun d805 () Int (ite (= h12_rhs 0) d792 (ite (= h12_rhs 1) d793 (ite (= h12_rhs 2) d794 (ite (= h12_rhs 3) d795 (ite (= h12_rhs 4) d796 (ite (= h12_rhs 5) (- 1) (ite (= h12_rhs 6) 0 1))))))))
;; <- success
(define-fun d806 () Int (ite (= h12_base 0) d775 (ite (= h12_base 1) d776 d777)))
;; <- success
(define-fun d807 () Int (ite (= h12_k 5) (+ d796 1) (ite (= h12_k 0) d805 (ite (= h12_k 3) (+ d805 (ite (= h12_add 0) (- 1) (ite (= h12_add 1) 0 1))) (ite (= d806 1) d798 d799)))))
;; <- success
(assert (=> (and (and d804 s12) (or (= h12_k 1) (= h12_k 2))) (and (= h12_fld 0) (or (= d806 1) (= d806 2)))))
;; <- success
(define-fun d808 () Int (ite (and d804 (not s12)) (+ d796 1) d796))
;; <- success
(define-fun d809 () Int (ite (and (and d804 s12) (not (or (= h12_k 2) (= h12_k 7))) (= h12_lhs 0)) d807 d792))
;; <- success
(define-fun d810 () Int (ite (and (and d804 s12) (not (or (= h12_k 2) (= h12_k 7))) (= h12_lhs 1)) d807 d793))
;; <- success
(define-fun d811 () Int (ite (and (and d804 s12) (not (or (= h12_k 2) (= h12_k 7))) (= h12_lhs 2)) d807 d794))
;; <- success
(define-fun d812 () Int (ite (and (and d804 s12) (not (or (= h12_k 2) (= h12_k 7))) (= h12_lhs 3)) d807 d795))
;; <- success
(define-fun d813 () Int (ite (and (and d804 s12) (not (or (= h12_k 2) (= h12_k 7))) (= h12_lhs 4)) d807 d808))
;; <- success
(define-fun d814 () Bool (and (and d804 s12) (= h12_k 2) (= h12_fld 0)))
;; <- success
(define-fun d815 () Int (ite (and d814 (= d806 1)) d805 d798))
;; <- success
(define-fun d816 () Int (ite (and d814 (= d806 2)) d805 d799))
;; <- success
(assert (= d809 2))
;; <- success
(assert (= d777 2))
;; <- success
(assert (= d775 1))
;; <- success
(assert (= d813 2))
;; <- success
(assert (= d810 0))
;; <- success
(assert (= d811 7))
;; <- success
(assert (= d776 2))
;; <- success
(assert (= d812 14))
;; <- success
(assert (= d815 0))
;; <- success
(assert (= d780 2))
;; <- success
(assert (= d816 7))
;; <- success
(define-fun d817 () Int (ite (= h5_x 0) d775 (ite (= h5_x 1) d776 d777)))
;; <- success
(define-fun d818 () Int (ite (= h5_y 0) d775 (ite (= h5_y 1) d776 (ite (= h5_y 2) d777 0))))
;; <- success
(define-fun d819 () Int (ite (= h5_x 0) d809 (ite (= h5_x 1) d810 (ite (= h5_x 2) d811 (ite (= h5_x 3) d812 d813)))))
;; <- success
(define-fun d820 () Int (ite (= h5_y 0) d809 (ite (= h5_y 1) d810 (ite (= h5_y 2) d811 (ite (= h5_y 3) d812 (ite (= h5_y 4) d813 (ite (= h5_y 5) (- 1) (ite (= h5_y 6) 0 1))))))))
;; <- success
(define-fun d821 () Bool (ite (not s5) (< d813 d809) d743))
;; <- success
(define-fun d822 () Bool (ite s5 (ite h5_ptr (ite (= h5_op 0) (= d817 d818) (distinct d817 d818)) (ite (= h5_op 0) (= d819 d820) (ite (= h5_op 1) (distinct d819 d820) (ite (= h5_op 2) (< d819 d820) (ite (= h5_op 3) (<= d819 d820) (ite (= h5_op 4) (> d819 d820) (>= d819 d820))))))) d821))
;; <- success
(assert (not d822))
;; <- success
(define-fun d823 () Int (ite (= h13_x 0) d775 (ite (= h13_x 1) d776 d777)))
;; <- success
(define-fun d824 () Int (ite (= h13_y 0) d775 (ite (= h13_y 1) d776 (ite (= h13_y 2) d777 0))))
;; <- success
(define-fun d825 () Int (ite (= h13_x 0) d809 (ite (= h13_x 1) d810 (ite (= h13_x 2) d811 (ite (= h13_x 3) d812 d813)))))
;; <- success
(define-fun d826 () Int (ite (= h13_y 0) d809 (ite (= h13_y 1) d810 (ite (= h13_y 2) d811 (ite (= h13_y 3) d812 (ite (= h13_y 4) d813 (ite (= h13_y 5) (- 1) (ite (= h13_y 6) 0 1))))))))
;; <- success
(define-fun d827 () Bool (ite (not s13) (not (= d776 0)) u640))
;; <- success
(define-fun d828 () Bool (ite s13 (ite h13_ptr (ite (= h13_op 0) (= d823 d824) (distinct d823 d824)) (ite (= h13_op 0) (= d825 d826) (ite (= h13_op 1) (distinct d825 d826) (ite (= h13_op 2) (< d825 d826) (ite (= h13_op 3) (<= d825 d826) (ite (= h13_op 4) (> d825 d826) (>= d825 d826))))))) d827))
;; <- success
(assert d828)
;; <- success
(define-fun d829 () Int (ite (= g14_x 0) d775 (ite (= g14_x 1) d776 d777)))
;; <- success
(define-fun d830 () Int (ite (= g14_y 0) d775 (ite (= g14_y 1) d776 (ite (= g14_y 2) d777 0))))
;; <- success
(define-fun d831 () Int (ite (= g14_x 0) d809 (ite (= g14_x 1) d810 (ite (= g14_x 2) d811 (ite (= g14_x 3) d812 d813)))))
;; <- success
(define-fun d832 () Int (ite (= g14_y 0) d809 (ite (= g14_y 1) d810 (ite (= g14_y 2) d811 (ite (= g14_y 3) d812 (ite (= g14_y 4) d813 (ite (= g14_y 5) (- 1) (ite (= g14_y 6) 0 1))))))))
;; <- success
(define-fun d833 () Bool (ite r14 (ite g14_del false (and d828 (ite g14_ptr (ite (= g14_op 0) (= d829 d830) (distinct d829 d830)) (ite (= g14_op 0) (= d831 d832) (ite (= g14_op 1) (distinct d831 d832) (ite (= g14_op 2) (< d831 d832) (ite (= g14_op 3) (<= d831 d832) (ite (= g14_op 4) (> d831 d832) (>= d831 d832))))))))) d828))
;; <- success
(define-fun d834 () Int (ite (= h14_rhs 0) d775 (ite (= h14_rhs 1) d776 (ite (= h14_rhs 2) d777 0))))
;; <- success
(define-fun d835 () Int (ite (= h14_base 0) d775 (ite (= h14_base 1) d776 d777)))
;; <- success
(define-fun d836 () Int (ite (= h14_k 0) d834 (ite (= d835 1) d780 d781)))
;; <- success
(assert (=> (and d833 (not s14)) (or (= d776 1) (= d776 2))))
;; <- success
(assert (=> (and (and d833 s14) (or (= h14_k 1) (= h14_k 2) (= h14_k 5))) (and (= h14_fld 0) (or (= d835 1) (= d835 2)))))
;; <- success
(define-fun d837 () Int (ite (and (and d833 s14) (not (or (= h14_k 2) (= h14_k 7) (= h14_k 5))) (= h14_lhs 0)) d836 d775))
;; <- success
(define-fun d838 () Int (ite (and (and d833 s14) (not (or (= h14_k 2) (= h14_k 7) (= h14_k 5))) (= h14_lhs 1)) d836 d776))
;; <- success
(define-fun d839 () Int (ite (and (and d833 s14) (not (or (= h14_k 2) (= h14_k 7) (= h14_k 5))) (= h14_lhs 2)) d836 d777))
;; <- success
(define-fun d840 () Bool (and d833 (not s14)))
;; <- success
(define-fun d841 () Int (ite (and d840 (= d776 1)) d775 d780))
;; <- success
(define-fun d842 () Int (ite (and d840 (= d776 2)) d775 d781))
;; <- success
(define-fun d843 () Bool (and (and d833 s14) (= h14_k 2) (= h14_fld 0)))
;; <- success
(define-fun d844 () Int (ite (and d843 (= d835 1)) d834 d841))
;; <- success
(define-fun d845 () Int (ite (and d843 (= d835 2)) d834 d842))
;; <- success
(define-fun d846 () Int (ite (= h15_rhs 0) d837 (ite (= h15_rhs 1) d838 (ite (= h15_rhs 2) d839 0))))
;; <- success
(define-fun d847 () Int (ite (= h15_base 0) d837 (ite (= h15_base 1) d838 d839)))
;; <- success
(define-fun d848 () Int (ite (= h15_k 0) d846 (ite (= d847 1) d844 d845)))
;; <- success
(assert (=> (and s15 (or (= h15_k 1) (= h15_k 2))) (and (= h15_fld 0) (or (= d847 1) (= d847 2)))))
;; <- success
(define-fun d849 () Int (ite (not s15) d837 u641))
;; <- success
(define-fun d850 () Int (ite (and s15 (not (or (= h15_k 2) (= h15_k 7)))) d848 d849))
;; <- success
(assert (= d809 2))
;; <- success
(assert (= d839 2))
;; <- success
(assert (= d837 1))
;; <- success
(assert (= d813 2))
;; <- success
(assert (= d850 1))
;; <- success
(assert (= d810 0))
;; <- success
(assert (= d811 7))
;; <- success
(assert (= d838 2))
;; <- success
(assert (= d812 14))
;; <- success
(assert (= d815 0))
;; <- success
(assert (= d844 2))
;; <- success
(assert (= d816 7))
;; <- success
(assert (= d845 1))
;; <- success
(declare-const u851 Bool)
;; <- success
(declare-const u852 Bool)
;; <- success
(declare-const u853 Bool)
;; <- success
(declare-const u854 Int)
;; <- success
(define-fun d855 () Int (ite (= h0_rhs 0) (- 1) (ite (= h0_rhs 1) (- 1) (ite (= h0_rhs 2) (- 1) 0))))
;; <- success
(define-fun d856 () Int (- 1))
;; <- success
(define-fun d857 () Int (ite (= h0_k 0) d855 0))
;; <- success
(assert (=> (and s0 (or (= h0_k 1) (= h0_k 2))) false))
;; <- success
(define-fun d858 () Int (ite (not s0) 0 (- 1)))
;; <- success
(define-fun d859 () Int (ite (and s0 (not (or (= h0_k 2) (= h0_k 7))) (= h0_lhs 0)) d857 d858))
;; <- success
(define-fun d860 () Int (ite (= h1_rhs 0) d859 (ite (= h1_rhs 1) (- 1) (ite (= h1_rhs 2) (- 1) 0))))
;; <- success
(define-fun d861 () Int (ite (= h1_base 0) d859 (- 1)))
;; <- success
(define-fun d862 () Int (ite (= h1_k 0) d860 0))
;; <- success
(assert (=> (and s1 (or (= h1_k 1) (= h1_k 2))) false))
;; <- success
(define-fun d863 () Int (ite (not s1) 0 (- 1)))
;; <- success
(define-fun d864 () Int (ite (and s1 (not (or (= h1_k 2) (= h1_k 7))) (= h1_lhs 1)) d862 d863))
;; <- success
(define-fun d865 () Int (ite (= h2_rhs 0) d859 (ite (= h2_rhs 1) d864 (ite (= h2_rhs 2) (- 1) 0))))
;; <- success
(define-fun d866 () Int (ite (= h2_base 0) d859 (ite (= h2_base 1) d864 (- 1))))
;; <- success
(define-fun d867 () Int (ite (= h2_k 0) d865 0))
;; <- success
(assert (=> (and s2 (or (= h2_k 1) (= h2_k 2))) false))
;; <- success
(define-fun d868 () Int (ite (not s2) 0 (- 1)))
;; <- success
(define-fun d869 () Int (ite (and s2 (not (or (= h2_k 2) (= h2_k 7))) (= h2_lhs 2)) d867 d868))
;; <- success
(define-fun d870 () Int (ite (= h3_rhs 0) 1 (ite (= h3_rhs 1) 5 (ite (= h3_rhs 2) 3 (ite (= h3_rhs 3) (- 1717986919) (ite (= h3_rhs 4) (- 1717986919) (ite (= h3_rhs 5) (- 1) (ite (= h3_rhs 6) 0 1))))))))
;; <- success
(define-fun d871 () Int (ite (= h3_base 0) d859 (ite (= h3_base 1) d864 d869)))
;; <- success
(define-fun d872 () Int (ite (= h3_k 0) d870 (ite (= h3_k 3) (+ d870 (ite (= h3_add 0) (- 1) (ite (= h3_add 1) 0 1))) 0)))
;; <- success
(assert (=> (and s3 (or (= h3_k 1) (= h3_k 2))) false))
;; <- success
(define-fun d873 () Int (ite (not s3) 5 (- 1717986919)))
;; <- success
(define-fun d874 () Int (ite (and s3 (not (or (= h3_k 2) (= h3_k 7))) (= h3_lhs 3)) d872 d873))
;; <- success
(define-fun d875 () Int (ite (= h4_rhs 0) 1 (ite (= h4_rhs 1) 5 (ite (= h4_rhs 2) 3 (ite (= h4_rhs 3) d874 (ite (= h4_rhs 4) (- 1717986919) (ite (= h4_rhs 5) (- 1) (ite (= h4_rhs 6) 0 1))))))))
;; <- success
(define-fun d876 () Int (ite (= h4_base 0) d859 (ite (= h4_base 1) d864 d869)))
;; <- success
(define-fun d877 () Int (ite (= h4_k 0) d875 (ite (= h4_k 3) (+ d875 (ite (= h4_add 0) (- 1) (ite (= h4_add 1) 0 1))) 0)))
;; <- success
(assert (=> (and s4 (or (= h4_k 1) (= h4_k 2))) false))
;; <- success
(define-fun d878 () Int (ite (not s4) 0 (- 1717986919)))
;; <- success
(define-fun d879 () Int (ite (and s4 (not (or (= h4_k 2) (= h4_k 7))) (= h4_lhs 4)) d877 d878))
;; <- success
(assert true)
;; <- success
(assert (= d869 0))
;; <- success
(assert (= d859 0))
;; <- success
(assert (= d879 0))
;; <- success
(assert true)
;; <- success
(assert true)
;; <- success
(assert (= d864 0))
;; <- success
(assert (= d874 5))
;; <- success
(define-fun d880 () Int (ite (= h5_x 0) d859 (ite (= h5_x 1) d864 d869)))
;; <- success
(define-fun d881 () Int (ite (= h5_y 0) d859 (ite (= h5_y 1) d864 (ite (= h5_y 2) d869 0))))
;; <- success
(define-fun d882 () Int (ite (= h5_x 0) 1 (ite (= h5_x 1) 5 (ite (= h5_x 2) 3 (ite (= h5_x 3) d874 d879)))))
;; <- success
(define-fun d883 () Int (ite (= h5_y 0) 1 (ite (= h5_y 1) 5 (ite (= h5_y 2) 3 (ite (= h5_y 3) d874 (ite (= h5_y 4) d879 (ite (= h5_y 5) (- 1) (ite (= h5_y 6) 0 1))))))))
;; <- success
(define-fun d884 () Bool (ite (not s5) (< d879 1) u851))
;; <- success
(define-fun d885 () Bool (ite s5 (ite h5_ptr (ite (= h5_op 0) (= d880 d881) (distinct d880 d881)) (ite (= h5_op 0) (= d882 d883) (ite (= h5_op 1) (distinct d882 d883) (ite (= h5_op 2) (< d882 d883) (ite (= h5_op 3) (<= d882 d883) (ite (= h5_op 4) (> d882 d883) (>= d882 d883))))))) d884))
;; <- success
(assert d885)
;; <- success
(define-fun d886 () Int (ite (= g7_x 0) d859 (ite (= g7_x 1) d864 1)))
;; <- success
(define-fun d887 () Int (ite (= g7_y 0) d859 (ite (= g7_y 1) d864 (ite (= g7_y 2) 1 0))))
;; <- success
(define-fun d888 () Int (ite (= g7_x 0) 1 (ite (= g7_x 1) 5 (ite (= g7_x 2) 3 (ite (= g7_x 3) d874 d879)))))
;; <- success
(define-fun d889 () Int (ite (= g7_y 0) 1 (ite (= g7_y 1) 5 (ite (= g7_y 2) 3 (ite (= g7_y 3) d874 (ite (= g7_y 4) d879 (ite (= g7_y 5) (- 1) (ite (= g7_y 6) 0 1))))))))
;; <- success
(define-fun d890 () Bool (ite r7 (ite g7_del false (ite g7_ptr (ite (= g7_op 0) (= d886 d887) (distinct d886 d887)) (ite (= g7_op 0) (= d888 d889) (ite (= g7_op 1) (distinct d888 d889) (ite (= g7_op 2) (< d888 d889) (ite (= g7_op 3) (<= d888 d889) (ite (= g7_op 4) (> d888 d889) (>= d888 d889)))))))) true))
;; <- success
(define-fun d891 () Int (ite (= h7_rhs 0) 1 (ite (= h7_rhs 1) 5 (ite (= h7_rhs 2) 3 (ite (= h7_rhs 3) d874 (ite (= h7_rhs 4) d879 (ite (= h7_rhs 5) (- 1) (ite (= h7_rhs 6) 0 1))))))))
;; <- success
(define-fun d892 () Int (ite (= h7_base 0) d859 (ite (= h7_base 1) d864 1)))
;; <- success
(define-fun d893 () Int (ite (= h7_k 0) d891 (ite (= h7_k 3) (+ d891 (ite (= h7_add 0) (- 1) (ite (= h7_add 1) 0 1))) (- 1717986919))))
;; <- success
(assert (=> (and d890 (not s7)) true))
;; <- success
(assert (=> (and (and d890 s7) (or (= h7_k 1) (= h7_k 2) (= h7_k 5))) (and (= h7_fld 0) (= d892 1))))
;; <- success
(define-fun d894 () Int (ite (and (and d890 s7) (not (or (= h7_k 2) (= h7_k 7) (= h7_k 5))) (= h7_lhs 0)) d893 1))
;; <- success
(define-fun d895 () Int (ite (and (and d890 s7) (not (or (= h7_k 2) (= h7_k 7) (= h7_k 5))) (= h7_lhs 1)) d893 5))
;; <- success
(define-fun d896 () Int (ite (and (and d890 s7) (not (or (= h7_k 2) (= h7_k 7) (= h7_k 5))) (= h7_lhs 2)) d893 3))
;; <- success
(define-fun d897 () Int (ite (and (and d890 s7) (not (or (= h7_k 2) (= h7_k 7) (= h7_k 5))) (= h7_lhs 3)) d893 d874))
;; <- success
(define-fun d898 () Int (ite (and (and d890 s7) (not (or (= h7_k 2) (= h7_k 7) (= h7_k 5))) (= h7_lhs 4)) d893 d879))
;; <- success
(define-fun d899 () Int (ite (and d890 (not s7)) d874 (- 1717986919)))
;; <- success
(define-fun d900 () Int (ite (and (and (and d890 s7) (= h7_k 2) (= h7_fld 0)) (= d892 1)) d891 d899))
;; <- success
(define-fun d901 () Int (ite (= h8_x 0) d859 (ite (= h8_x 1) d864 1)))
;; <- success
(define-fun d902 () Int (ite (= h8_y 0) d859 (ite (= h8_y 1) d864 (ite (= h8_y 2) 1 0))))
;; <- success
(define-fun d903 () Int (ite (= h8_x 0) d894 (ite (= h8_x 1) d895 (ite (= h8_x 2) d896 (ite (= h8_x 3) d897 d898)))))
;; <- success
(define-fun d904 () Int (ite (= h8_y 0) d894 (ite (= h8_y 1) d895 (ite (= h8_y 2) d896 (ite (= h8_y 3) d897 (ite (= h8_y 4) d898 (ite (= h8_y 5) (- 1) (ite (= h8_y 6) 0 1))))))))
;; <- success
(define-fun d905 () Bool (ite (not s8) (= d859 0) u852))
;; <- success
(define-fun d906 () Bool (ite s8 (ite h8_ptr (ite (= h8_op 0) (= d901 d902) (distinct d901 d902)) (ite (= h8_op 0) (= d903 d904) (ite (= h8_op 1) (distinct d903 d904) (ite (= h8_op 2) (< d903 d904) (ite (= h8_op 3) (<= d903 d904) (ite (= h8_op 4) (> d903 d904) (>= d903 d904))))))) d905))
;; <- success
(assert d906)
;; <- success
(define-fun d907 () Int (ite (= g9_x 0) d859 (ite (= g9_x 1) d864 1)))
;; <- success
(define-fun d908 () Int (ite (= g9_y 0) d859 (ite (= g9_y 1) d864 (ite (= g9_y 2) 1 0))))
;; <- success
(define-fun d909 () Int (ite (= g9_x 0) d894 (ite (= g9_x 1) d895 (ite (= g9_x 2) d896 (ite (= g9_x 3) d897 d898)))))
;; <- success
(define-fun d910 () Int (ite (= g9_y 0) d894 (ite (= g9_y 1) d895 (ite (= g9_y 2) d896 (ite (= g9_y 3) d897 (ite (= g9_y 4) d898 (ite (= g9_y 5) (- 1) (ite (= g9_y 6) 0 1))))))))
;; <- success
(define-fun d911 () Bool (ite r9 (ite g9_del false (and d906 (ite g9_ptr (ite (= g9_op 0) (= d907 d908) (distinct d907 d908)) (ite (= g9_op 0) (= d909 d910) (ite (= g9_op 1) (distinct d909 d910) (ite (= g9_op 2) (< d909 d910) (ite (= g9_op 3) (<= d909 d910) (ite (= g9_op 4) (> d909 d910) (>= d909 d910))))))))) d906))
;; <- success
(define-fun d912 () Int (ite (= h9_rhs 0) d859 (ite (= h9_rhs 1) d864 (ite (= h9_rhs 2) 1 0))))
;; <- success
(define-fun d913 () Int (ite (= h9_base 0) d859 (ite (= h9_base 1) d864 1)))
;; <- success
(define-fun d914 () Int (ite (= h9_k 0) d912 (- 1)))
;; <- success
(assert (=> (and (and d911 s9) (or (= h9_k 1) (= h9_k 2))) (and (= h9_fld 0) (= d913 1))))
;; <- success
(define-fun d915 () Int (ite (and d911 (not s9)) 1 d859))
;; <- success
(define-fun d916 () Int (ite (and (and d911 s9) (not (or (= h9_k 2) (= h9_k 7))) (= h9_lhs 0)) d914 d915))
;; <- success
(define-fun d917 () Int (ite (and (and d911 s9) (not (or (= h9_k 2) (= h9_k 7))) (= h9_lhs 1)) d914 d864))
;; <- success
(define-fun d918 () Int (ite (and (and d911 s9) (not (or (= h9_k 2) (= h9_k 7))) (= h9_lhs 2)) d914 1))
;; <- success
(define-fun d919 () Int (ite (and (and (and d911 s9) (= h9_k 2) (= h9_fld 0)) (= d913 1)) d912 (- 1)))
;; <- success
(define-fun d920 () Int (ite (= g11_x 0) d916 (ite (= g11_x 1) d917 d918)))
;; <- success
(define-fun d921 () Int (ite (= g11_y 0) d916 (ite (= g11_y 1) d917 (ite (= g11_y 2) d918 0))))
;; <- success
(define-fun d922 () Int (ite (= g11_x 0) d894 (ite (= g11_x 1) d895 (ite (= g11_x 2) d896 (ite (= g11_x 3) d897 d898)))))
;; <- success
(define-fun d923 () Int (ite (= g11_y 0) d894 (ite (= g11_y 1) d895 (ite (= g11_y 2) d896 (ite (= g11_y 3) d897 (ite (= g11_y 4) d898 (ite (= g11_y 5) (- 1) (ite (= g11_y 6) 0 1))))))))
;; <- success
(define-fun d924 () Bool (ite r11 (ite g11_del false (ite g11_ptr (ite (= g11_op 0) (= d920 d921) (distinct d920 d921)) (ite (= g11_op 0) (= d922 d923) (ite (= g11_op 1) (distinct d922 d923) (ite (= g11_op 2) (< d922 d923) (ite (= g11_op 3) (<= d922 d923) (ite (= g11_op 4) (> d922 d923) (>= d922 d923)))))))) true))
;; <- success
(define-fun d925 () Int (ite (= h11_rhs 0) d894 (ite (= h11_rhs 1) d895 (ite (= h11_rhs 2) d896 (ite (= h11_rhs 3) d897 (ite (= h11_rhs 4) d898 (ite (= h11_rhs 5) (- 1) (ite (= h11_rhs 6) 0 1))))))))
;; <- success
(define-fun d926 () Int (ite (= h11_base 0) d916 (ite (= h11_base 1) d917 d918)))
;; <- success
(define-fun d927 () Int (ite (= h11_at 0) (ite (= h11_to 0) (+ d894 d896) (ite (= h11_to 1) (+ d895 d896) (ite (= h11_to 2) (+ d896 d896) (ite (= h11_to 3) (+ d897 d896) (+ d898 d896))))) (ite (= h11_to 0) (+ d897 d894) (ite (= h11_to 1) (+ d897 d895) (ite (= h11_to 2) (+ d897 d896) (ite (= h11_to 3) (+ d897 d897) (+ d897 d898)))))))
;; <- success
(define-fun d928 () Int (ite (= h11_k 9) d927 (ite (= h11_k 5) (+ d897 d896) (ite (= h11_k 0) d925 (ite (= h11_k 3) (+ d925 (ite (= h11_add 0) (- 1) (ite (= h11_add 1) 0 1))) d900)))))
;; <- success
(assert (=> (and (and d924 s11) (or (= h11_k 1) (= h11_k 2))) (and (= h11_fld 0) (= d926 1))))
;; <- success
(define-fun d929 () Int (ite (and d924 (not s11)) (+ d897 d896) d896))
;; <- success
(define-fun d930 () Int (ite (and (and d924 s11) (not (or (= h11_k 2) (= h11_k 7))) (= h11_lhs 0)) d928 d894))
;; <- success
(define-fun d931 () Int (ite (and (and d924 s11) (not (or (= h11_k 2) (= h11_k 7))) (= h11_lhs 1)) d928 d895))
;; <- success
(define-fun d932 () Int (ite (and (and d924 s11) (not (or (= h11_k 2) (= h11_k 7))) (= h11_lhs 2)) d928 d929))
;; <- success
(define-fun d933 () Int (ite (and (and d924 s11) (not (or (= h11_k 2) (= h11_k 7))) (= h11_lhs 3)) d928 d897))
;; <- success
(define-fun d934 () Int (ite (and (and d924 s11) (not (or (= h11_k 2) (= h11_k 7))) (= h11_lhs 4)) d928 d898))
;; <- success
(define-fun d935 () Int (ite (and (and (and d924 s11) (= h11_k 2) (= h11_fld 0)) (= d926 1)) d925 d900))
;; <- success
(define-fun d936 () Int (ite (= g12_x 0) d916 (ite (= g12_x 1) d917 d918)))
;; <- success
(define-fun d937 () Int (ite (= g12_y 0) d916 (ite (= g12_y 1) d917 (ite (= g12_y 2) d918 0))))
;; <- success
(define-fun d938 () Int (ite (= g12_x 0) d930 (ite (= g12_x 1) d931 (ite (= g12_x 2) d932 (ite (= g12_x 3) d933 d934)))))
;; <- success
(define-fun d939 () Int (ite (= g12_y 0) d930 (ite (= g12_y 1) d931 (ite (= g12_y 2) d932 (ite (= g12_y 3) d933 (ite (= g12_y 4) d934 (ite (= g12_y 5) (- 1) (ite (= g12_y 6) 0 1))))))))
;; <- success
(define-fun d940 () Bool (ite r12 (ite g12_del false (ite g12_ptr (ite (= g12_op 0) (= d936 d937) (distinct d936 d937)) (ite (= g12_op 0) (= d938 d939) (ite (= g12_op 1) (distinct d938 d939) (ite (= g12_op 2) (< d938 d939) (ite (= g12_op 3) (<= d938 d939) (ite (= g12_op 4) (> d938 d939) (>= d938 d939)))))))) true))
;; <- success
(define-fun d941 () Int (ite (= h12_rhs 0) d930 (ite (= h12_rhs 1) d931 (ite (= h12_rhs 2) d932 (ite (= h12_rhs 3) d933 (ite (= h12_rhs 4) d934 (ite (= h12_rhs 5) (- 1) (ite (= h12_rhs 6) 0 1))))))))
;; <- success
(define-fun d942 () Int (ite (= h12_base 0) d916 (ite (= h12_base 1) d917 d918)))
;; <- success
(define-fun d943 () Int (ite (= h12_k 5) (+ d934 1) (ite (= h12_k 0) d941 (ite (= h12_k 3) (+ d941 (ite (= h12_add 0) (- 1) (ite (= h12_add 1) 0 1))) d935))))
;; <- success
(assert (=> (and (and d940 s12) (or (= h12_k 1) (= h12_k 2))) (and (= h12_fld 0) (= d942 1))))
;; <- success
(define-fun d944 () Int (ite (and d940 (not s12)) (+ d934 1) d934))
;; <- success
(define-fun d945 () Int (ite (and (and d940 s12) (not (or (= h12_k 2) (= h12_k 7))) (= h12_lhs 0)) d943 d930))
;; <- success
(define-fun d946 () Int (ite (and (and d940 s12) (not (or (= h12_k 2) (= h12_k 7))) (= h12_lhs 1)) d943 d931))
;; <- success
(define-fun d947 () Int (ite (and (and d940 s12) (not (or (= h12_k 2) (= h12_k 7))) (= h12_lhs 2)) d943 d932))
;; <- success
(define-fun d948 () Int (ite (and (and d940 s12) (not (or (= h12_k 2) (= h12_k 7))) (= h12_lhs 3)) d943 d933))
;; <- success
(define-fun d949 () Int (ite (and (and d940 s12) (not (or (= h12_k 2) (= h12_k 7))) (= h12_lhs 4)) d943 d944))
;; <- success
(define-fun d950 () Int (ite (and (and (and d940 s12) (= h12_k 2) (= h12_fld 0)) (= d942 1)) d941 d935))
;; <- success
(assert (= d945 1))
;; <- success
(assert (= d918 1))
;; <- success
(assert (= d916 1))
;; <- success
(assert (= d949 1))
;; <- success
(assert (= d946 5))
;; <- success
(assert (= d947 3))
;; <- success
(assert (= d917 1))
;; <- success
(assert (= d948 8))
;; <- success
(assert (= d950 5))
;; <- success
(define-fun d951 () Int (ite (= h5_x 0) d916 (ite (= h5_x 1) d917 d918)))
;; <- success
(define-fun d952 () Int (ite (= h5_y 0) d916 (ite (= h5_y 1) d917 (ite (= h5_y 2) d918 0))))
;; <- success
(define-fun d953 () Int (ite (= h5_x 0) d945 (ite (= h5_x 1) d946 (ite (= h5_x 2) d947 (ite (= h5_x 3) d948 d949)))))
;; <- success
(define-fun d954 () Int (ite (= h5_y 0) d945 (ite (= h5_y 1) d946 (ite (= h5_y 2) d947 (ite (= h5_y 3) d948 (ite (= h5_y 4) d949 (ite (= h5_y 5) (- 1) (ite (= h5_y 6) 0 1))))))))
;; <- success
(define-fun d955 () Bool (ite (not s5) (< d949 d945) d885))
;; <- success
(define-fun d956 () Bool (ite s5 (ite h5_ptr (ite (= h5_op 0) (= d951 d952) (distinct d951 d952)) (ite (= h5_op 0) (= d953 d954) (ite (= h5_op 1) (distinct d953 d954) (ite (= h5_op 2) (< d953 d954) (ite (= h5_op 3) (<= d953 d954) (ite (= h5_op 4) (> d953 d954) (>= d953 d954))))))) d955))
;; <- success
(assert (not d956))
;; <- success
(define-fun d957 () Int (ite (= h13_x 0) d916 (ite (= h13_x 1) d917 d918)))
;; <- success
(define-fun d958 () Int (ite (= h13_y 0) d916 (ite (= h13_y 1) d917 (ite (= h13_y 2) d918 0))))
;; <- success
(define-fun d959 () Int (ite (= h13_x 0) d945 (ite (= h13_x 1) d946 (ite (= h13_x 2) d947 (ite (= h13_x 3) d948 d949)))))
;; <- success
(define-fun d960 () Int (ite (= h13_y 0) d945 (ite (= h13_y 1) d946 (ite (= h13_y 2) d947 (ite (= h13_y 3) d948 (ite (= h13_y 4) d949 (ite (= h13_y 5) (- 1) (ite (= h13_y 6) 0 1))))))))
;; <- success
(define-fun d961 () Bool (ite (not s13) (not (= d917 0)) u853))
;; <- success
(define-fun d962 () Bool (ite s13 (ite h13_ptr (ite (= h13_op 0) (= d957 d958) (distinct d957 d958)) (ite (= h13_op 0) (= d959 d960) (ite (= h13_op 1) (distinct d959 d960) (ite (= h13_op 2) (< d959 d960) (ite (= h13_op 3) (<= d959 d960) (ite (= h13_op 4) (> d959 d960) (>= d959 d960))))))) d961))
;; <- success
(assert d962)
;; <- success
(define-fun d963 () Int (ite (= g14_x 0) d916 (ite (= g14_x 1) d917 d918)))
;; <- success
(define-fun d964 () Int (ite (= g14_y 0) d916 (ite (= g14_y 1) d917 (ite (= g14_y 2) d918 0))))
;; <- success
(define-fun d965 () Int (ite (= g14_x 0) d945 (ite (= g14_x 1) d946 (ite (= g14_x 2) d947 (ite (= g14_x 3) d948 d949)))))
;; <- success
(define-fun d966 () Int (ite (= g14_y 0) d945 (ite (= g14_y 1) d946 (ite (= g14_y 2) d947 (ite (= g14_y 3) d948 (ite (= g14_y 4) d949 (ite (= g14_y 5) (- 1) (ite (= g14_y 6) 0 1))))))))
;; <- success
(define-fun d967 () Bool (ite r14 (ite g14_del false (and d962 (ite g14_ptr (ite (= g14_op 0) (= d963 d964) (distinct d963 d964)) (ite (= g14_op 0) (= d965 d966) (ite (= g14_op 1) (distinct d965 d966) (ite (= g14_op 2) (< d965 d966) (ite (= g14_op 3) (<= d965 d966) (ite (= g14_op 4) (> d965 d966) (>= d965 d966))))))))) d962))
;; <- success
(define-fun d968 () Int (ite (= h14_rhs 0) d916 (ite (= h14_rhs 1) d917 (ite (= h14_rhs 2) d918 0))))
;; <- success
(define-fun d969 () Int (ite (= h14_base 0) d916 (ite (= h14_base 1) d917 d918)))
;; <- success
(define-fun d970 () Int (ite (= h14_k 0) d968 d919))
;; <- success
(assert (=> (and d967 (not s14)) (= d917 1)))
;; <- success
(assert (=> (and (and d967 s14) (or (= h14_k 1) (= h14_k 2) (= h14_k 5))) (and (= h14_fld 0) (= d969 1))))
;; <- success
(define-fun d971 () Int (ite (and (and d967 s14) (not (or (= h14_k 2) (= h14_k 7) (= h14_k 5))) (= h14_lhs 0)) d970 d916))
;; <- success
(define-fun d972 () Int (ite (and (and d967 s14) (not (or (= h14_k 2) (= h14_k 7) (= h14_k 5))) (= h14_lhs 1)) d970 d917))
;; <- success
(define-fun d973 () Int (ite (and (and d967 s14) (not (or (= h14_k 2) (= h14_k 7) (= h14_k 5))) (= h14_lhs 2)) d970 d918))
;; <- success
(define-fun d974 () Int (ite (and (and d967 (not s14)) (= d917 1)) d916 d919))
;; <- success
(define-fun d975 () Int (ite (and (and (and d967 s14) (= h14_k 2) (= h14_fld 0)) (= d969 1)) d968 d974))
;; <- success
(define-fun d976 () Int (ite (= h15_rhs 0) d971 (ite (= h15_rhs 1) d972 (ite (= h15_rhs 2) d973 0))))
;; <- success
(define-fun d977 () Int (ite (= h15_base 0) d971 (ite (= h15_base 1) d972 d973)))
;; <- success
(define-fun d978 () Int (ite (= h15_k 0) d976 d975))
;; <- success
(assert (=> (and s15 (or (= h15_k 1) (= h15_k 2))) (and (= h15_fld 0) (= d977 1))))
;; <- success
(define-fun d979 () Int (ite (not s15) d971 u854))
;; <- success
(define-fun d980 () Int (ite (and s15 (not (or (= h15_k 2) (= h15_k 7)))) d978 d979))
;; <- success
(assert (= d945 1))
;; <- success
(assert (= d973 1))
;; <- success
(assert (= d971 1))
;; <- success
(assert (= d949 1))
;; <- success
(assert (= d980 1))
;; <- success
(assert (= d946 5))
;; <- success
(assert (= d947 3))
;; <- success
(assert (= d972 1))
;; <- success
(assert (= d948 8))
;; <- success
(assert (= d950 5))
;; <- success
(assert (= d975 1))
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
;; <- ()
(pop 1)
;; <- success
; respawn
(set-option :print-success true)
;; <- success
(set-option :produce-unsat-cores true)
;; <- success
(set-option :produce-unsat-assumptions true)
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
(define-fun d86 () Bool (= d74 0))
;; <- success
(assert (not d86))
;; <- success
(define-fun d87 () Int (ite (= i0p_rhs 0) d74 (ite (= i0p_rhs 1) d75 (ite (= i0p_rhs 2) 2 0))))
;; <- success
(define-fun d88 () Int (ite (= i0p_base 0) d74 (ite (= i0p_base 1) d75 2)))
;; <- success
(define-fun d89 () Bool (and (and t0 (= pos0 3) (= cls0 0)) (not (and (= i0p_nn 1) (= d88 0)))))
;; <- success
(define-fun d90 () Int (ite (= i0p_k 0) d87 (ite (= d88 1) d82 (- 1))))
;; <- success
(define-fun d91 () Int (ite (= i0n_rhs 0) d77 (ite (= i0n_rhs 1) d78 (ite (= i0n_rhs 2) d79 (ite (= i0n_rhs 3) d80 (ite (= i0n_rhs 4) d84 (ite (= i0n_rhs 5) (- 1) (ite (= i0n_rhs 6) 0 1))))))))
;; <- success
(define-fun d92 () Int (ite (= i0n_base 0) d74 (ite (= i0n_base 1) d75 2)))
;; <- success
(define-fun d93 () Bool (and (and t0 (= pos0 3) (= cls0 1)) (not (and (= i0n_nn 1) (= d92 0)))))
;; <- success
(define-fun d94 () Int (ite (= i0n_k 0) d91 (ite (= i0n_k 3) (+ d91 (ite (= i0n_add 0) (- 1) (ite (= i0n_add 1) 0 1))) (ite (= d92 1) d83 d80))))
;; <- success
(assert (=> (and d89 (or (= i0p_k 1) (= i0p_k 2))) (and (= i0p_fld 0) (or (= d88 1) (= d88 2)))))
;; <- success
(assert (=> (and d93 (or (= i0n_k 1) (= i0n_k 2))) (and (= i0n_fld 0) (or (= d92 1) (= d92 2)))))
;; <- success
(define-fun d95 () Int (ite (and d89 (not (or (= i0p_k 2) (= i0p_k 7))) (= i0p_lhs 0)) d90 d74))
;; <- success
(define-fun d96 () Int (ite (and d89 (not (or (= i0p_k 2) (= i0p_k 7))) (= i0p_lhs 1)) d90 d75))
;; <- success
(define-fun d97 () Int (ite (and d89 (not (or (= i0p_k 2) (= i0p_k 7))) (= i0p_lhs 2)) d90 2))
;; <- success
(define-fun d98 () Int (ite (and d93 (not (or (= i0n_k 2) (= i0n_k 7))) (= i0n_lhs 0)) d94 d77))
;; <- success
(define-fun d99 () Int (ite (and d93 (not (or (= i0n_k 2) (= i0n_k 7))) (= i0n_lhs 1)) d94 d78))
;; <- success
(define-fun d100 () Int (ite (and d93 (not (or (= i0n_k 2) (= i0n_k 7))) (= i0n_lhs 2)) d94 d79))
;; <- success
(define-fun d101 () Int (ite (and d93 (not (or (= i0n_k 2) (= i0n_k 7))) (= i0n_lhs 3)) d94 d80))
;; <- success
(define-fun d102 () Int (ite (and d93 (not (or (= i0n_k 2) (= i0n_k 7))) (= i0n_lhs 4)) d94 d84))
;; <- success
(define-fun d103 () Bool (and d89 (= i0p_k 2) (= i0p_fld 0)))
;; <- success
(define-fun d104 () Int (ite (and d103 (= d88 1)) d87 d82))
;; <- success
(define-fun d105 () Int (ite (and d103 (= d88 2)) d87 (- 1)))
;; <- success
(define-fun d106 () Bool (and d93 (= i0n_k 2) (= i0n_fld 0)))
;; <- success
(define-fun d107 () Int (ite (and d106 (= d92 1)) d91 d83))
;; <- success
(define-fun d108 () Int (ite (and d106 (= d92 2)) d91 d80))
;; <- success
(define-fun d109 () Int (ite (= g10_x 0) d95 (ite (= g10_x 1) d96 d97)))
;; <- success
(define-fun d110 () Int (ite (= g10_y 0) d95 (ite (= g10_y 1) d96 (ite (= g10_y 2) d97 0))))
;; <- success
(define-fun d111 () Int (ite (= g10_x 0) d98 (ite (= g10_x 1) d99 (ite (= g10_x 2) d100 (ite (= g10_x 3) d101 d102)))))
;; <- success
(define-fun d112 () Int (ite (= g10_y 0) d98 (ite (= g10_y 1) d99 (ite (= g10_y 2) d100 (ite (= g10_y 3) d101 (ite (= g10_y 4) d102 (ite (= g10_y 5) (- 1) (ite (= g10_y 6) 0 1))))))))
;; <- success
(define-fun d113 () Bool (ite r10 (ite g10_del false (and (not d86) (ite g10_ptr (ite (= g10_op 0) (= d109 d110) (distinct d109 d110)) (ite (= g10_op 0) (= d111 d112) (ite (= g10_op 1) (distinct d111 d112) (ite (= g10_op 2) (< d111 d112) (ite (= g10_op 3) (<= d111 d112) (ite (= g10_op 4) (> d111 d112) (>= d111 d112))))))))) (not d86)))
;; <- success
(define-fun d114 () Int (ite (= h10_rhs 0) d95 (ite (= h10_rhs 1) d96 (ite (= h10_rhs 2) d97 0))))
;; <- success
(define-fun d115 () Int (ite (= h10_base 0) d95 (ite (= h10_base 1) d96 d97)))
;; <- success
(define-fun d116 () Int (ite (= h10_k 0) d114 (ite (= d115 1) d104 d105)))
;; <- success
(assert (=> (and d113 (not s10)) (or (= d95 1) (= d95 2))))
;; <- success
(assert (=> (and (and d113 s10) (or (= h10_k 1) (= h10_k 2) (= h10_k 5))) (and (= h10_fld 0) (or (= d115 1) (= d115 2)))))
;; <- success
(define-fun d117 () Int (ite (and (and d113 s10) (not (or (= h10_k 2) (= h10_k 7) (= h10_k 5))) (= h10_lhs 0)) d116 d95))
;; <- success
(define-fun d118 () Int (ite (and (and d113 s10) (not (or (= h10_k 2) (= h10_k 7) (= h10_k 5))) (= h10_lhs 1)) d116 d96))
;; <- success
(define-fun d119 () Int (ite (and (and d113 s10) (not (or (= h10_k 2) (= h10_k 7) (= h10_k 5))) (= h10_lhs 2)) d116 d97))
;; <- success
(define-fun d120 () Bool (and d113 (not s10)))
;; <- success
(define-fun d121 () Int (ite (and d120 (= d95 1)) d97 d104))
;; <- success
(define-fun d122 () Int (ite (and d120 (= d95 2)) d97 d105))
;; <- success
(define-fun d123 () Bool (and (and d113 s10) (= h10_k 2) (= h10_fld 0)))
;; <- success
(define-fun d124 () Int (ite (and d123 (= d115 1)) d114 d121))
;; <- success
(define-fun d125 () Int (ite (and d123 (= d115 2)) d114 d122))
;; <- success
(define-fun d126 () Int (ite (= i0p_rhs 0) d117 (ite (= i0p_rhs 1) d118 (ite (= i0p_rhs 2) d119 0))))
;; <- success
(define-fun d127 () Int (ite (= i0p_base 0) d117 (ite (= i0p_base 1) d118 d119)))
;; <- success
(define-fun d128 () Bool (and (and t0 (= pos0 4) (= cls0 0)) (not (and (= i0p_nn 1) (= d127 0)))))
;; <- success
(define-fun d129 () Int (ite (= i0p_k 0) d126 (ite (= d127 1) d124 d125)))
;; <- success
(define-fun d130 () Int (ite (= i0n_rhs 0) d98 (ite (= i0n_rhs 1) d99 (ite (= i0n_rhs 2) d100 (ite (= i0n_rhs 3) d101 (ite (= i0n_rhs 4) d102 (ite (= i0n_rhs 5) (- 1) (ite (= i0n_rhs 6) 0 1))))))))
;; <- success
(define-fun d131 () Int (ite (= i0n_base 0) d117 (ite (= i0n_base 1) d118 d119)))
;; <- success
(define-fun d132 () Bool (and (and t0 (= pos0 4) (= cls0 1)) (not (and (= i0n_nn 1) (= d131 0)))))
;; <- success
(define-fun d133 () Int (ite (= i0n_k 0) d130 (ite (= i0n_k 3) (+ d130 (ite (= i0n_add 0) (- 1) (ite (= i0n_add 1) 0 1))) (ite (= d131 1) d107 d108))))
;; <- success
(assert (=> (and d128 (or (= i0p_k 1) (= i0p_k 2))) (and (= i0p_fld 0) (or (= d127 1) (= d127 2)))))
;; <- success
(assert (=> (and d132 (or (= i0n_k 1) (= i0n_k 2))) (and (= i0n_fld 0) (or (= d131 1) (= d131 2)))))
;; <- success
(define-fun d134 () Int (ite (and d128 (not (or (= i0p_k 2) (= i0p_k 7))) (= i0p_lhs 0)) d129 d117))
;; <- success
(define-fun d135 () Int (ite (and d128 (not (or (= i0p_k 2) (= i0p_k 7))) (= i0p_lhs 1)) d129 d118))
;; <- success
(define-fun d136 () Int (ite (and d128 (not (or (= i0p_k 2) (= i0p_k 7))) (= i0p_lhs 2)) d129 d119))
;; <- success
(define-fun d137 () Int (ite (and d132 (not (or (= i0n_k 2) (= i0n_k 7))) (= i0n_lhs 0)) d133 d98))
;; <- success
(define-fun d138 () Int (ite (and d132 (not (or (= i0n_k 2) (= i0n_k 7))) (= i0n_lhs 1)) d133 d99))
;; <- success
(define-fun d139 () Int (ite (and d132 (not (or (= i0n_k 2) (= i0n_k 7))) (= i0n_lhs 2)) d133 d100))
;; <- success
(define-fun d140 () Int (ite (and d132 (not (or (= i0n_k 2) (= i0n_k 7))) (= i0n_lhs 3)) d133 d101))
;; <- success
(define-fun d141 () Int (ite (and d132 (not (or (= i0n_k 2) (= i0n_k 7))) (= i0n_lhs 4)) d133 d102))
;; <- success
(define-fun d142 () Bool (and d128 (= i0p_k 2) (= i0p_fld 0)))
;; <- success
(define-fun d143 () Int (ite (and d142 (= d127 1)) d126 d124))
;; <- success
(define-fun d144 () Int (ite (and d142 (= d127 2)) d126 d125))
;; <- success
(define-fun d145 () Bool (and d132 (= i0n_k 2) (= i0n_fld 0)))
;; <- success
(define-fun d146 () Int (ite (and d145 (= d131 1)) d130 d107))
;; <- success
(define-fun d147 () Int (ite (and d145 (= d131 2)) d130 d108))
;; <- success
(define-fun d148 () Int (ite (= i0p_rhs 0) d134 (ite (= i0p_rhs 1) d135 (ite (= i0p_rhs 2) d136 0))))
;; <- success
(define-fun d149 () Int (ite (= i0p_base 0) d134 (ite (= i0p_base 1) d135 d136)))
;; <- success
(define-fun d150 () Bool (and (and t0 (= pos0 1) (= cls0 0)) (not (and (= i0p_nn 1) (= d149 0)))))
;; <- success
(define-fun d151 () Int (ite (= i0p_k 0) d148 (ite (= d149 1) d143 d144)))
;; <- success
(define-fun d152 () Int (ite (= i0n_rhs 0) d137 (ite (= i0n_rhs 1) d138 (ite (= i0n_rhs 2) d139 (ite (= i0n_rhs 3) d140 (ite (= i0n_rhs 4) d141 (ite (= i0n_rhs 5) (- 1) (ite (= i0n_rhs 6) 0 1))))))))
;; <- success
(define-fun d153 () Int (ite (= i0n_base 0) d134 (ite (= i0n_base 1) d135 d136)))
;; <- success
(define-fun d154 () Bool (and (and t0 (= pos0 1) (= cls0 1)) (not (and (= i0n_nn 1) (= d153 0)))))
;; <- success
(define-fun d155 () Int (ite (= i0n_k 0) d152 (ite (= i0n_k 3) (+ d152 (ite (= i0n_add 0) (- 1) (ite (= i0n_add 1) 0 1))) (ite (= d153 1) d146 d147))))
;; <- success
(assert (=> (and d150 (or (= i0p_k 1) (= i0p_k 2))) (and (= i0p_fld 0) (or (= d149 1) (= d149 2)))))
;; <- success
(assert (=> (and d154 (or (= i0n_k 1) (= i0n_k 2))) (and (= i0n_fld 0) (or (= d153 1) (= d153 2)))))
;; <- success
(define-fun d156 () Int (ite (and d150 (not (or (= i0p_k 2) (= i0p_k 7))) (= i0p_lhs 0)) d151 d134))
;; <- success
(define-fun d157 () Int (ite (and d150 (not (or (= i0p_k 2) (= i0p_k 7))) (= i0p_lhs 1)) d151 d135))
;; <- success
(define-fun d158 () Int (ite (and d150 (not (or (= i0p_k 2) (= i0p_k 7))) (= i0p_lhs 2)) d151 d136))
;; <- success
(define-fun d159 () Int (ite (and d154 (not (or (= i0n_k 2) (= i0n_k 7))) (= i0n_lhs 0)) d155 d137))
;; <- success
(define-fun d160 () Int (ite (and d154 (not (or (= i0n_k 2) (= i0n_k 7))) (= i0n_lhs 1)) d155 d138))
;; <- success
(define-fun d161 () Int (ite (and d154 (not (or (= i0n_k 2) (= i0n_k 7))) (= i0n_lhs 2)) d155 d139))
;; <- success
(define-fun d162 () Int (ite (and d154 (not (or (= i0n_k 2) (= i0n_k 7))) (= i0n_lhs 3)) d155 d140))
;; <- success
(define-fun d163 () Int (ite (and d154 (not (or (= i0n_k 2) (= i0n_k 7))) (= i0n_lhs 4)) d155 d141))
;; <- success
(define-fun d164 () Bool (and d150 (= i0p_k 2) (= i0p_fld 0)))
;; <- success
(define-fun d165 () Int (ite (and d164 (= d149 1)) d148 d143))
;; <- success
(define-fun d166 () Int (ite (and d164 (= d149 2)) d148 d144))
;; <- success
(define-fun d167 () Bool (and d154 (= i0n_k 2) (= i0n_fld 0)))
;; <- success
(define-fun d168 () Int (ite (and d167 (= d153 1)) d152 d146))
;; <- success
(define-fun d169 () Int (ite (and d167 (= d153 2)) d152 d147))
;; <- success
(define-fun d170 () Int (ite (= g11_x 0) d156 (ite (= g11_x 1) d157 d158)))
;; <- success
(define-fun d171 () Int (ite (= g11_y 0) d156 (ite (= g11_y 1) d157 (ite (= g11_y 2) d158 0))))
;; <- success
(define-fun d172 () Int (ite (= g11_x 0) d159 (ite (= g11_x 1) d160 (ite (= g11_x 2) d161 (ite (= g11_x 3) d162 d163)))))
;; <- success
(define-fun d173 () Int (ite (= g11_y 0) d159 (ite (= g11_y 1) d160 (ite (= g11_y 2) d161 (ite (= g11_y 3) d162 (ite (= g11_y 4) d163 (ite (= g11_y 5) (- 1) (ite (= g11_y 6) 0 1))))))))
;; <- success
(define-fun d174 () Bool (ite r11 (ite g11_del false (ite g11_ptr (ite (= g11_op 0) (= d170 d171) (distinct d170 d171)) (ite (= g11_op 0) (= d172 d173) (ite (= g11_op 1) (distinct d172 d173) (ite (= g11_op 2) (< d172 d173) (ite (= g11_op 3) (<= d172 d173) (ite (= g11_op 4) (> d172 d173) (>= d172 d173)))))))) true))
;; <- success
(define-fun d175 () Int (ite (= h11_rhs 0) d159 (ite (= h11_rhs 1) d160 (ite (= h11_rhs 2) d161 (ite (= h11_rhs 3) d162 (ite (= h11_rhs 4) d163 (ite (= h11_rhs 5) (- 1) (ite (= h11_rhs 6) 0 1))))))))
;; <- success
(define-fun d176 () Int (ite (= h11_base 0) d156 (ite (= h11_base 1) d157 d158)))
;; <- success
(define-fun d177 () Int (ite (= h11_at 0) (ite (= h11_to 0) (+ d159 d161) (ite (= h11_to 1) (+ d160 d161) (ite (= h11_to 2) (+ d161 d161) (ite (= h11_to 3) (+ d162 d161) (+ d163 d161))))) (ite (= h11_to 0) (+ d162 d159) (ite (= h11_to 1) (+ d162 d160) (ite (= h11_to 2) (+ d162 d161) (ite (= h11_to 3) (+ d162 d162) (+ d162 d163)))))))
;; <- success
(define-fun d178 () Int (ite (= h11_k 9) d177 (ite (= h11_k 5) (+ d162 d161) (ite (= h11_k 0) d175 (ite (= h11_k 3) (+ d175 (ite (= h11_add 0) (- 1) (ite (= h11_add 1) 0 1))) (ite (= d176 1) d168 d169))))))
;; <- success
(assert (=> (and (and d174 s11) (or (= h11_k 1) (= h11_k 2))) (and (= h11_fld 0) (or (= d176 1) (= d176 2)))))
;; <- success
(define-fun d179 () Int (ite (and d174 (not s11)) (+ d162 d161) d161))
;; <- success
(define-fun d180 () Int (ite (and (and d174 s11) (not (or (= h11_k 2) (= h11_k 7))) (= h11_lhs 0)) d178 d159))
;; <- success
(define-fun d181 () Int (ite (and (and d174 s11) (not (or (= h11_k 2) (= h11_k 7))) (= h11_lhs 1)) d178 d160))
;; <- success
(define-fun d182 () Int (ite (and (and d174 s11) (not (or (= h11_k 2) (= h11_k 7))) (= h11_lhs 2)) d178 d179))
;; <- success
(define-fun d183 () Int (ite (and (and d174 s11) (not (or (= h11_k 2) (= h11_k 7))) (= h11_lhs 3)) d178 d162))
;; <- success
(define-fun d184 () Int (ite (and (and d174 s11) (not (or (= h11_k 2) (= h11_k 7))) (= h11_lhs 4)) d178 d163))
;; <- success
(define-fun d185 () Bool (and (and d174 s11) (= h11_k 2) (= h11_fld 0)))
;; <- success
(define-fun d186 () Int (ite (and d185 (= d176 1)) d175 d168))
;; <- success
(define-fun d187 () Int (ite (and d185 (= d176 2)) d175 d169))
;; <- success
(define-fun d188 () Int (ite (= i0p_rhs 0) d156 (ite (= i0p_rhs 1) d157 (ite (= i0p_rhs 2) d158 0))))
;; <- success
(define-fun d189 () Int (ite (= i0p_base 0) d156 (ite (= i0p_base 1) d157 d158)))
;; <- success
(define-fun d190 () Bool (and (and t0 (= pos0 2) (= cls0 0)) (not (and (= i0p_nn 1) (= d189 0)))))
;; <- success
(define-fun d191 () Int (ite (= i0p_k 0) d188 (ite (= d189 1) d165 d166)))
;; <- success
(define-fun d192 () Int (ite (= i0n_rhs 0) d180 (ite (= i0n_rhs 1) d181 (ite (= i0n_rhs 2) d182 (ite (= i0n_rhs 3) d183 (ite (= i0n_rhs 4) d184 (ite (= i0n_rhs 5) (- 1) (ite (= i0n_rhs 6) 0 1))))))))
;; <- success
(define-fun d193 () Int (ite (= i0n_base 0) d156 (ite (= i0n_base 1) d157 d158)))
;; <- success
(define-fun d194 () Bool (and (and t0 (= pos0 2) (= cls0 1)) (not (and (= i0n_nn 1) (= d193 0)))))
;; <- success
(define-fun d195 () Int (ite (= i0n_k 0) d192 (ite (= i0n_k 3) (+ d192 (ite (= i0n_add 0) (- 1) (ite (= i0n_add 1) 0 1))) (ite (= d193 1) d186 d187))))
;; <- success
(assert (=> (and d190 (or (= i0p_k 1) (= i0p_k 2))) (and (= i0p_fld 0) (or (= d189 1) (= d189 2)))))
;; <- success
(assert (=> (and d194 (or (= i0n_k 1) (= i0n_k 2))) (and (= i0n_fld 0) (or (= d193 1) (= d193 2)))))
;; <- success
(define-fun d196 () Int (ite (and d190 (not (or (= i0p_k 2) (= i0p_k 7))) (= i0p_lhs 0)) d191 d156))
;; <- success
(define-fun d197 () Int (ite (and d190 (not (or (= i0p_k 2) (= i0p_k 7))) (= i0p_lhs 1)) d191 d157))
;; <- success
(define-fun d198 () Int (ite (and d190 (not (or (= i0p_k 2) (= i0p_k 7))) (= i0p_lhs 2)) d191 d158))
;; <- success
(define-fun d199 () Int (ite (and d194 (not (or (= i0n_k 2) (= i0n_k 7))) (= i0n_lhs 0)) d195 d180))
;; <- success
(define-fun d200 () Int (ite (and d194 (not (or (= i0n_k 2) (= i0n_k 7))) (= i0n_lhs 1)) d195 d181))
;; <- success
(define-fun d201 () Int (ite (and d194 (not (or (= i0n_k 2) (= i0n_k 7))) (= i0n_lhs 2)) d195 d182))
;; <- success
(define-fun d202 () Int (ite (and d194 (not (or (= i0n_k 2) (= i0n_k 7))) (= i0n_lhs 3)) d195 d183))
;; <- success
(define-fun d203 () Int (ite (and d194 (not (or (= i0n_k 2) (= i0n_k 7))) (= i0n_lhs 4)) d195 d184))
;; <- success
(define-fun d204 () Bool (and d190 (= i0p_k 2) (= i0p_fld 0)))
;; <- success
(define-fun d205 () Int (ite (and d204 (= d189 1)) d188 d165))
;; <- success
(define-fun d206 () Int (ite (and d204 (= d189 2)) d188 d166))
;; <- success
(define-fun d207 () Bool (and d194 (= i0n_k 2) (= i0n_fld 0)))
;; <- success
(define-fun d208 () Int (ite (and d207 (= d193 1)) d192 d186))
;; <- success
(define-fun d209 () Int (ite (and d207 (= d193 2)) d192 d187))
;; <- success
(define-fun d210 () Int (+ d203 1))
;; <- success
(assert (= d199 6))
;; <- success
(assert (= d198 2))
;; <- success
(assert (= d196 1))
;; <- success
(assert (= d210 2))
;; <- success
(assert (= d200 10))
;; <- success
(assert (= d201 (- 2)))
;; <- success
(assert (= d197 2))
;; <- success
(assert (= d202 6))
;; <- success
(assert (= d208 10))
;; <- success
(assert (= d205 2))
;; <- success
(assert (= d209 8))
;; <- success
(define-fun d211 () Bool (< d210 d199))
;; <- success
(assert d211)
;; <- success
(assert (=> true true))
;; <- success
(define-fun d212 () Bool (= d196 0))
;; <- success
(assert (not d212))
;; <- success
(define-fun d213 () Int (ite (= i0p_rhs 0) d196 (ite (= i0p_rhs 1) d197 (ite (= i0p_rhs 2) 3 0))))
;; <- success
(define-fun d214 () Int (ite (= i0p_base 0) d196 (ite (= i0p_base 1) d197 3)))
;; <- success
(define-fun d215 () Bool (and (and t0 (= pos0 3) (= cls0 0)) (not (and (= i0p_nn 1) (= d214 0)))))
;; <- success
(define-fun d216 () Int (ite (= i0p_k 0) d213 (ite (= d214 1) d205 (ite (= d214 2) d206 (- 1)))))
;; <- success
(define-fun d217 () Int (ite (= i0n_rhs 0) d199 (ite (= i0n_rhs 1) d200 (ite (= i0n_rhs 2) d201 (ite (= i0n_rhs 3) d202 (ite (= i0n_rhs 4) d210 (ite (= i0n_rhs 5) (- 1) (ite (= i0n_rhs 6) 0 1))))))))
;; <- success
(define-fun d218 () Int (ite (= i0n_base 0) d196 (ite (= i0n_base 1) d197 3)))
;; <- success
(define-fun d219 () Bool (and (and t0 (= pos0 3) (= cls0 1)) (not (and (= i0n_nn 1) (= d218 0)))))
;; <- success
(define-fun d220 () Int (ite (= i0n_k 0) d217 (ite (= i0n_k 3) (+ d217 (ite (= i0n_add 0) (- 1) (ite (= i0n_add 1) 0 1))) (ite (= d218 1) d208 (ite (= d218 2) d209 d202)))))
;; <- success
(assert (=> (and d215 (or (= i0p_k 1) (= i0p_k 2))) (and (= i0p_fld 0) (or (= d214 1) (= d214 2) (= d214 3)))))
;; <- success
(assert (=> (and d219 (or (= i0n_k 1) (= i0n_k 2))) (and (= i0n_fld 0) (or (= d218 1) (= d218 2) (= d218 3)))))
;; <- success
(define-fun d221 () Int (ite (and d215 (not (or (= i0p_k 2) (= i0p_k 7))) (= i0p_lhs 0)) d216 d196))
;; <- success
(define-fun d222 () Int (ite (and d215 (not (or (= i0p_k 2) (= i0p_k 7))) (= i0p_lhs 1)) d216 d197))
;; <- success
(define-fun d223 () Int (ite (and d215 (not (or (= i0p_k 2) (= i0p_k 7))) (= i0p_lhs 2)) d216 3))
;; <- success
(define-fun d224 () Int (ite (and d219 (not (or (= i0n_k 2) (= i0n_k 7))) (= i0n_lhs 0)) d220 d199))
;; <- success
(define-fun d225 () Int (ite (and d219 (not (or (= i0n_k 2) (= i0n_k 7))) (= i0n_lhs 1)) d220 d200))
;; <- success
(define-fun d226 () Int (ite (and d219 (not (or (= i0n_k 2) (= i0n_k 7))) (= i0n_lhs 2)) d220 d201))
;; <- success
(define-fun d227 () Int (ite (and d219 (not (or (= i0n_k 2) (= i0n_k 7))) (= i0n_lhs 3)) d220 d202))
;; <- success
(define-fun d228 () Int (ite (and d219 (not (or (= i0n_k 2) (= i0n_k 7))) (= i0n_lhs 4)) d220 d210))
;; <- success
(define-fun d229 () Bool (and d215 (= i0p_k 2) (= i0p_fld 0)))
;; <- success
(define-fun d230 () Int (ite (and d229 (= d214 1)) d213 d205))
;; <- success
(define-fun d231 () Int (ite (and d229 (= d214 2)) d213 d206))
;; <- success
(define-fun d232 () Int (ite (and d229 (= d214 3)) d213 (- 1)))
;; <- success
(define-fun d233 () Bool (and d219 (= i0n_k 2) (= i0n_fld 0)))
;; <- success
(define-fun d234 () Int (ite (and d233 (= d218 1)) d217 d208))
;; <- success
(define-fun d235 () Int (ite (and d233 (= d218 2)) d217 d209))
;; <- success
(define-fun d236 () Int (ite (and d233 (= d218 3)) d217 d202))
;; <- success
(define-fun d237 () Int (ite (= g10_x 0) d221 (ite (= g10_x 1) d222 d223)))
;; <- success
(define-fun d238 () Int (ite (= g10_y 0) d221 (ite (= g10_y 1) d222 (ite (= g10_y 2) d223 0))))
;; <- success
(define-fun d239 () Int (ite (= g10_x 0) d224 (ite (= g10_x 1) d225 (ite (= g10_x 2) d226 (ite (= g10_x 3) d227 d228)))))
;; <- success
(define-fun d240 () Int (ite (= g10_y 0) d224 (ite (= g10_y 1) d225 (ite (= g10_y 2) d226 (ite (= g10_y 3) d227 (ite (= g10_y 4) d228 (ite (= g10_y 5) (- 1) (ite (= g10_y 6) 0 1))))))))
;; <- success
(define-fun d241 () Bool (ite r10 (ite g10_del false (and (not d212) (ite g10_ptr (ite (= g10_op 0) (= d237 d238) (distinct d237 d238)) (ite (= g10_op 0) (= d239 d240) (ite (= g10_op 1) (distinct d239 d240) (ite (= g10_op 2) (< d239 d240) (ite (= g10_op 3) (<= d239 d240) (ite (= g10_op 4) (> d239 d240) (>= d239 d240))))))))) (not d212)))
;; <- success
(define-fun d242 () Int (ite (= h10_rhs 0) d221 (ite (= h10_rhs 1) d222 (ite (= h10_rhs 2) d223 0))))
;; <- success
(define-fun d243 () Int (ite (= h10_base 0) d221 (ite (= h10_base 1) d222 d223)))
;; <- success
(define-fun d244 () Int (ite (= h10_k 0) d242 (ite (= d243 1) d230 (ite (= d243 2) d231 d232))))
;; <- success
(assert (=> (and d241 (not s10)) (or (= d221 1) (= d221 2) (= d221 3))))
;; <- success
(assert (=> (and (and d241 s10) (or (= h10_k 1) (= h10_k 2) (= h10_k 5))) (and (= h10_fld 0) (or (= d243 1) (= d243 2) (= d243 3)))))
;; <- success
(define-fun d245 () Int (ite (and (and d241 s10) (not (or (= h10_k 2) (= h10_k 7) (= h10_k 5))) (= h10_lhs 0)) d244 d221))
;; <- success
(define-fun d246 () Int (ite (and (and d241 s10) (not (or (= h10_k 2) (= h10_k 7) (= h10_k 5))) (= h10_lhs 1)) d244 d222))
;; <- success
(define-fun d247 () Int (ite (and (and d241 s10) (not (or (= h10_k 2) (= h10_k 7) (= h10_k 5))) (= h10_lhs 2)) d244 d223))
;; <- success
(define-fun d248 () Bool (and d241 (not s10)))
;; <- success
(define-fun d249 () Int (ite (and d248 (= d221 1)) d223 d230))
;; <- success
(define-fun d250 () Int (ite (and d248 (= d221 2)) d223 d231))
;; <- success
(define-fun d251 () Int (ite (and d248 (= d221 3)) d223 d232))
;; <- success
(define-fun d252 () Bool (and (and d241 s10) (= h10_k 2) (= h10_fld 0)))
;; <- success
(define-fun d253 () Int (ite (and d252 (= d243 1)) d242 d249))
;; <- success
(define-fun d254 () Int (ite (and d252 (= d243 2)) d242 d250))
;; <- success
(define-fun d255 () Int (ite (and d252 (= d243 3)) d242 d251))
;; <- success
(define-fun d256 () Int (ite (= i0p_rhs 0) d245 (ite (= i0p_rhs 1) d246 (ite (= i0p_rhs 2) d247 0))))
;; <- success
(define-fun d257 () Int (ite (= i0p_base 0) d245 (ite (= i0p_base 1) d246 d247)))
;; <- success
(define-fun d258 () Bool (and (and t0 (= pos0 4) (= cls0 0)) (not (and (= i0p_nn 1) (= d257 0)))))
;; <- success
(define-fun d259 () Int (ite (= i0p_k 0) d256 (ite (= d257 1) d253 (ite (= d257 2) d254 d255))))
;; <- success
(define-fun d260 () Int (ite (= i0n_rhs 0) d224 (ite (= i0n_rhs 1) d225 (ite (= i0n_rhs 2) d226 (ite (= i0n_rhs 3) d227 (ite (= i0n_rhs 4) d228 (ite (= i0n_rhs 5) (- 1) (ite (= i0n_rhs 6) 0 1))))))))
;; <- success
(define-fun d261 () Int (ite (= i0n_base 0) d245 (ite (= i0n_base 1) d246 d247)))
;; <- success
(define-fun d262 () Bool (and (and t0 (= pos0 4) (= cls0 1)) (not (and (= i0n_nn 1) (= d261 0)))))
;; <- success
(define-fun d263 () Int (ite (= i0n_k 0) d260 (ite (= i0n_k 3) (+ d260 (ite (= i0n_add 0) (- 1) (ite (= i0n_add 1) 0 1))) (ite (= d261 1) d234 (ite (= d261 2) d235 d236)))))
;; <- success
(assert (=> (and d258 (or (= i0p_k 1) (= i0p_k 2))) (and (= i0p_fld 0) (or (= d257 1) (= d257 2) (= d257 3)))))
;; <- success
(assert (=> (and d262 (or (= i0n_k 1) (= i0n_k 2))) (and (= i0n_fld 0) (or (= d261 1) (= d261 2) (= d261 3)))))
;; <- success
(define-fun d264 () Int (ite (and d258 (not (or (= i0p_k 2) (= i0p_k 7))) (= i0p_lhs 0)) d259 d245))
;; <- success
(define-fun d265 () Int (ite (and d258 (not (or (= i0p_k 2) (= i0p_k 7))) (= i0p_lhs 1)) d259 d246))
;; <- success
(define-fun d266 () Int (ite (and d258 (not (or (= i0p_k 2) (= i0p_k 7))) (= i0p_lhs 2)) d259 d247))
;; <- success
(define-fun d267 () Int (ite (and d262 (not (or (= i0n_k 2) (= i0n_k 7))) (= i0n_lhs 0)) d263 d224))
;; <- success
(define-fun d268 () Int (ite (and d262 (not (or (= i0n_k 2) (= i0n_k 7))) (= i0n_lhs 1)) d263 d225))
;; <- success
(define-fun d269 () Int (ite (and d262 (not (or (= i0n_k 2) (= i0n_k 7))) (= i0n_lhs 2)) d263 d226))
;; <- success
(define-fun d270 () Int (ite (and d262 (not (or (= i0n_k 2) (= i0n_k 7))) (= i0n_lhs 3)) d263 d227))
;; <- success
(define-fun d271 () Int (ite (and d262 (not (or (= i0n_k 2) (= i0n_k 7))) (= i0n_lhs 4)) d263 d228))
;; <- success
(define-fun d272 () Bool (and d258 (= i0p_k 2) (= i0p_fld 0)))
;; <- success
(define-fun d273 () Int (ite (and d272 (= d257 1)) d256 d253))
;; <- success
(define-fun d274 () Int (ite (and d272 (= d257 2)) d256 d254))
;; <- success
(define-fun d275 () Int (ite (and d272 (= d257 3)) d256 d255))
;; <- success
(define-fun d276 () Bool (and d262 (= i0n_k 2) (= i0n_fld 0)))
;; <- success
(define-fun d277 () Int (ite (and d276 (= d261 1)) d260 d234))
;; <- success
(define-fun d278 () Int (ite (and d276 (= d261 2)) d260 d235))
;; <- success
(define-fun d279 () Int (ite (and d276 (= d261 3)) d260 d236))
;; <- success
(define-fun d280 () Int (ite (= i0p_rhs 0) d264 (ite (= i0p_rhs 1) d265 (ite (= i0p_rhs 2) d266 0))))
;; <- success
(define-fun d281 () Int (ite (= i0p_base 0) d264 (ite (= i0p_base 1) d265 d266)))
;; <- success
(define-fun d282 () Bool (and (and t0 (= pos0 1) (= cls0 0)) (not (and (= i0p_nn 1) (= d281 0)))))
;; <- success
(define-fun d283 () Int (ite (= i0p_k 0) d280 (ite (= d281 1) d273 (ite (= d281 2) d274 d275))))
;; <- success
(define-fun d284 () Int (ite (= i0n_rhs 0) d267 (ite (= i0n_rhs 1) d268 (ite (= i0n_rhs 2) d269 (ite (= i0n_rhs 3) d270 (ite (= i0n_rhs 4) d271 (ite (= i0n_rhs 5) (- 1) (ite (= i0n_rhs 6) 0 1))))))))
;; <- success
(define-fun d285 () Int (ite (= i0n_base 0) d264 (ite (= i0n_base 1) d265 d266)))
;; <- success
(define-fun d286 () Bool (and (and t0 (= pos0 1) (= cls0 1)) (not (and (= i0n_nn 1) (= d285 0)))))
;; <- success
(define-fun d287 () Int (ite (= i0n_k 0) d284 (ite (= i0n_k 3) (+ d284 (ite (= i0n_add 0) (- 1) (ite (= i0n_add 1) 0 1))) (ite (= d285 1) d277 (ite (= d285 2) d278 d279)))))
;; <- success
(assert (=> (and d282 (or (= i0p_k 1) (= i0p_k 2))) (and (= i0p_fld 0) (or (= d281 1) (= d281 2) (= d281 3)))))
;; <- success
(assert (=> (and d286 (or (= i0n_k 1) (= i0n_k 2))) (and (= i0n_fld 0) (or (= d285 1) (= d285 2) (= d285 3)))))
;; <- success
(define-fun d288 () Int (ite (and d282 (not (or (= i0p_k 2) (= i0p_k 7))) (= i0p_lhs 0)) d283 d264))
;; <- success
(define-fun d289 () Int (ite (and d282 (not (or (= i0p_k 2) (= i0p_k 7))) (= i0p_lhs 1)) d283 d265))
;; <- success
(define-fun d290 () Int (ite (and d282 (not (or (= i0p_k 2) (= i0p_k 7))) (= i0p_lhs 2)) d283 d266))
;; <- success
(define-fun d291 () Int (ite (and d286 (not (or (= i0n_k 2) (= i0n_k 7))) (= i0n_lhs 0)) d287 d267))
;; <- success
(define-fun d292 () Int (ite (and d286 (not (or (= i0n_k 2) (= i0n_k 7))) (= i0n_lhs 1)) d287 d268))
;; <- success
(define-fun d293 () Int (ite (and d286 (not (or (= i0n_k 2) (= i0n_k 7))) (= i0n_lhs 2)) d287 d269))
;; <- success
(define-fun d294 () Int (ite (and d286 (not (or (= i0n_k 2) (= i0n_k 7))) (= i0n_lhs 3)) d287 d270))
;; <- success
(define-fun d295 () Int (ite (and d286 (not (or (= i0n_k 2) (= i0n_k 7))) (= i0n_lhs 4)) d287 d271))
;; <- success
(define-fun d296 () Bool (and d282 (= i0p_k 2) (= i0p_fld 0)))
;; <- success
(define-fun d297 () Int (ite (and d296 (= d281 1)) d280 d273))
;; <- success
(define-fun d298 () Int (ite (and d296 (= d281 2)) d280 d274))
;; <- success
(define-fun d299 () Int (ite (and d296 (= d281 3)) d280 d275))
;; <- success
(define-fun d300 () Bool (and d286 (= i0n_k 2) (= i0n_fld 0)))
;; <- success
(define-fun d301 () Int (ite (and d300 (= d285 1)) d284 d277))
;; <- success
(define-fun d302 () Int (ite (and d300 (= d285 2)) d284 d278))
;; <- success
(define-fun d303 () Int (ite (and d300 (= d285 3)) d284 d279))
;; <- success
(define-fun d304 () Int (ite (= g11_x 0) d288 (ite (= g11_x 1) d289 d290)))
;; <- success
(define-fun d305 () Int (ite (= g11_y 0) d288 (ite (= g11_y 1) d289 (ite (= g11_y 2) d290 0))))
;; <- success
(define-fun d306 () Int (ite (= g11_x 0) d291 (ite (= g11_x 1) d292 (ite (= g11_x 2) d293 (ite (= g11_x 3) d294 d295)))))
;; <- success
(define-fun d307 () Int (ite (= g11_y 0) d291 (ite (= g11_y 1) d292 (ite (= g11_y 2) d293 (ite (= g11_y 3) d294 (ite (= g11_y 4) d295 (ite (= g11_y 5) (- 1) (ite (= g11_y 6) 0 1))))))))
;; <- success
(define-fun d308 () Bool (ite r11 (ite g11_del false (ite g11_ptr (ite (= g11_op 0) (= d304 d305) (distinct d304 d305)) (ite (= g11_op 0) (= d306 d307) (ite (= g11_op 1) (distinct d306 d307) (ite (= g11_op 2) (< d306 d307) (ite (= g11_op 3) (<= d306 d307) (ite (= g11_op 4) (> d306 d307) (>= d306 d307)))))))) true))
;; <- success
(define-fun d309 () Int (ite (= h11_rhs 0) d291 (ite (= h11_rhs 1) d292 (ite (= h11_rhs 2) d293 (ite (= h11_rhs 3) d294 (ite (= h11_rhs 4) d295 (ite (= h11_rhs 5) (- 1) (ite (= h11_rhs 6) 0 1))))))))
;; <- success
(define-fun d310 () Int (ite (= h11_base 0) d288 (ite (= h11_base 1) d289 d290)))
;; <- success
(define-fun d311 () Int (ite (= h11_at 0) (ite (= h11_to 0) (+ d291 d293) (ite (= h11_to 1) (+ d292 d293) (ite (= h11_to 2) (+ d293 d293) (ite (= h11_to 3) (+ d294 d293) (+ d295 d293))))) (ite (= h11_to 0) (+ d294 d291) (ite (= h11_to 1) (+ d294 d292) (ite (= h11_to 2) (+ d294 d293) (ite (= h11_to 3) (+ d294 d294) (+ d294 d295)))))))
;; <- success
(define-fun d312 () Int (ite (= h11_k 9) d311 (ite (= h11_k 5) (+ d294 d293) (ite (= h11_k 0) d309 (ite (= h11_k 3) (+ d309 (ite (= h11_add 0) (- 1) (ite (= h11_add 1) 0 1))) (ite (= d310 1) d301 (ite (= d310 2) d302 d303)))))))
;; <- success
(assert (=> (and (and d308 s11) (or (= h11_k 1) (= h11_k 2))) (and (= h11_fld 0) (or (= d310 1) (= d310 2) (= d310 3)))))
;; <- success
(define-fun d313 () Int (ite (and d308 (not s11)) (+ d294 d293) d293))
;; <- success
(define-fun d314 () Int (ite (and (and d308 s11) (not (or (= h11_k 2) (= h11_k 7))) (= h11_lhs 0)) d312 d291))
;; <- success
(define-fun d315 () Int (ite (and (and d308 s11) (not (or (= h11_k 2) (= h11_k 7))) (= h11_lhs 1)) d312 d292))
;; <- success
(define-fun d316 () Int (ite (and (and d308 s11) (not (or (= h11_k 2) (= h11_k 7))) (= h11_lhs 2)) d312 d313))
;; <- success
(define-fun d317 () Int (ite (and (and d308 s11) (not (or (= h11_k 2) (= h11_k 7))) (= h11_lhs 3)) d312 d294))
;; <- success
(define-fun d318 () Int (ite (and (and d308 s11) (not (or (= h11_k 2) (= h11_k 7))) (= h11_lhs 4)) d312 d295))
;; <- success
(define-fun d319 () Bool (and (and d308 s11) (= h11_k 2) (= h11_fld 0)))
;; <- success
(define-fun d320 () Int (ite (and d319 (= d310 1)) d309 d301))
;; <- success
(define-fun d321 () Int (ite (and d319 (= d310 2)) d309 d302))
;; <- success
(define-fun d322 () Int (ite (and d319 (= d310 3)) d309 d303))
;; <- success
(define-fun d323 () Int (ite (= i0p_rhs 0) d288 (ite (= i0p_rhs 1) d289 (ite (= i0p_rhs 2) d290 0))))
;; <- success
(define-fun d324 () Int (ite (= i0p_base 0) d288 (ite (= i0p_base 1) d289 d290)))
;; <- success
(define-fun d325 () Bool (and (and t0 (= pos0 2) (= cls0 0)) (not (and (= i0p_nn 1) (= d324 0)))))
;; <- success
(define-fun d326 () Int (ite (= i0p_k 0) d323 (ite (= d324 1) d297 (ite (= d324 2) d298 d299))))
;; <- success
(define-fun d327 () Int (ite (= i0n_rhs 0) d314 (ite (= i0n_rhs 1) d315 (ite (= i0n_rhs 2) d316 (ite (= i0n_rhs 3) d317 (ite (= i0n_rhs 4) d318 (ite (= i0n_rhs 5) (- 1) (ite (= i0n_rhs 6) 0 1))))))))
;; <- success
(define-fun d328 () Int (ite (= i0n_base 0) d288 (ite (= i0n_base 1) d289 d290)))
;; <- success
(define-fun d329 () Bool (and (and t0 (= pos0 2) (= cls0 1)) (not (and (= i0n_nn 1) (= d328 0)))))
;; <- success
(define-fun d330 () Int (ite (= i0n_k 0) d327 (ite (= i0n_k 3) (+ d327 (ite (= i0n_add 0) (- 1) (ite (= i0n_add 1) 0 1))) (ite (= d328 1) d320 (ite (= d328 2) d321 d322)))))
;; <- success
(assert (=> (and d325 (or (= i0p_k 1) (= i0p_k 2))) (and (= i0p_fld 0) (or (= d324 1) (= d324 2) (= d324 3)))))
;; <- success
(assert (=> (and d329 (or (= i0n_k 1) (= i0n_k 2))) (and (= i0n_fld 0) (or (= d328 1) (= d328 2) (= d328 3)))))
;; <- success
(define-fun d331 () Int (ite (and d325 (not (or (= i0p_k 2) (= i0p_k 7))) (= i0p_lhs 0)) d326 d288))
;; <- success
(define-fun d332 () Int (ite (and d325 (not (or (= i0p_k 2) (= i0p_k 7))) (= i0p_lhs 1)) d326 d289))
;; <- success
(define-fun d333 () Int (ite (and d325 (not (or (= i0p_k 2) (= i0p_k 7))) (= i0p_lhs 2)) d326 d290))
;; <- success
(define-fun d334 () Int (ite (and d329 (not (or (= i0n_k 2) (= i0n_k 7))) (= i0n_lhs 0)) d330 d314))
;; <- success
(define-fun d335 () Int (ite (and d329 (not (or (= i0n_k 2) (= i0n_k 7))) (= i0n_lhs 1)) d330 d315))
;; <- success
(define-fun d336 () Int (ite (and d329 (not (or (= i0n_k 2) (= i0n_k 7))) (= i0n_lhs 2)) d330 d316))
;; <- success
(define-fun d337 () Int (ite (and d329 (not (or (= i0n_k 2) (= i0n_k 7))) (= i0n_lhs 3)) d330 d317))
;; <- success
(define-fun d338 () Int (ite (and d329 (not (or (= i0n_k 2) (= i0n_k 7))) (= i0n_lhs 4)) d330 d318))
;; <- success
(define-fun d339 () Bool (and d325 (= i0p_k 2) (= i0p_fld 0)))
;; <- success
(define-fun d340 () Int (ite (and d339 (= d324 1)) d323 d297))
;; <- success
(define-fun d341 () Int (ite (and d339 (= d324 2)) d323 d298))
;; <- success
(define-fun d342 () Int (ite (and d339 (= d324 3)) d323 d299))
;; <- success
(define-fun d343 () Bool (and d329 (= i0n_k 2) (= i0n_fld 0)))
;; <- success
(define-fun d344 () Int (ite (and d343 (= d328 1)) d327 d320))
;; <- success
(define-fun d345 () Int (ite (and d343 (= d328 2)) d327 d321))
;; <- success
(define-fun d346 () Int (ite (and d343 (= d328 3)) d327 d322))
;; <- success
(define-fun d347 () Int (+ d338 1))
;; <- success
(assert (= d334 6))
;; <- success
(assert (= d333 3))
;; <- success
(assert (= d331 1))
;; <- success
(assert (= d347 3))
;; <- success
(assert (= d335 10))
;; <- success
(assert (= d336 (- 2)))
;; <- success
(assert (= d332 3))
;; <- success
(assert (= d337 4))
;; <- success
(assert (= d344 10))
;; <- success
(assert (= d340 2))
;; <- success
(assert (= d345 8))
;; <- success
(assert (= d341 3))
;; <- success
(assert (= d346 6))
;; <- success
(define-fun d348 () Bool (< d347 d334))
;; <- success
(assert d348)
;; <- success
(assert (=> true true))
;; <- success
(define-fun d349 () Bool (= d331 0))
;; <- success
(assert (not d349))
;; <- success
(define-fun d350 () Int (ite (= i0p_rhs 0) d331 (ite (= i0p_rhs 1) d332 (ite (= i0p_rhs 2) 4 0))))
;; <- success
(define-fun d351 () Int (ite (= i0p_base 0) d331 (ite (= i0p_base 1) d332 4)))
;; <- success
(define-fun d352 () Bool (and (and t0 (= pos0 3) (= cls0 0)) (not (and (= i0p_nn 1) (= d351 0)))))
;; <- success
(define-fun d353 () Int (ite (= i0p_k 0) d350 (ite (= d351 1) d340 (ite (= d351 2) d341 (ite (= d351 3) d342 (- 1))))))
;; <- success
(define-fun d354 () Int (ite (= i0n_rhs 0) d334 (ite (= i0n_rhs 1) d335 (ite (= i0n_rhs 2) d336 (ite (= i0n_rhs 3) d337 (ite (= i0n_rhs 4) d347 (ite (= i0n_rhs 5) (- 1) (ite (= i0n_rhs 6) 0 1))))))))
;; <- success
(define-fun d355 () Int (ite (= i0n_base 0) d331 (ite (= i0n_base 1) d332 4)))
;; <- success
(define-fun d356 () Bool (and (and t0 (= pos0 3) (= cls0 1)) (not (and (= i0n_nn 1) (= d355 0)))))
;; <- success
(define-fun d357 () Int (ite (= i0n_k 0) d354 (ite (= i0n_k 3) (+ d354 (ite (= i0n_add 0) (- 1) (ite (= i0n_add 1) 0 1))) (ite (= d355 1) d344 (ite (= d355 2) d345 (ite (= d355 3) d346 d337))))))
;; <- success
(assert (=> (and d352 (or (= i0p_k 1) (= i0p_k 2))) (and (= i0p_fld 0) (or (= d351 1) (= d351 2) (= d351 3) (= d351 4)))))
;; <- success
(assert (=> (and d356 (or (= i0n_k 1) (= i0n_k 2))) (and (= i0n_fld 0) (or (= d355 1) (= d355 2) (= d355 3) (= d355 4)))))
;; <- success
(define-fun d358 () Int (ite (and d352 (not (or (= i0p_k 2) (= i0p_k 7))) (= i0p_lhs 0)) d353 d331))
;; <- success
(define-fun d359 () Int (ite (and d352 (not (or (= i0p_k 2) (= i0p_k 7))) (= i0p_lhs 1)) d353 d332))
;; <- success
(define-fun d360 () Int (ite (and d352 (not (or (= i0p_k 2) (= i0p_k 7))) (= i0p_lhs 2)) d353 4))
;; <- success
(define-fun d361 () Int (ite (and d356 (not (or (= i0n_k 2) (= i0n_k 7))) (= i0n_lhs 0)) d357 d334))
;; <- success
(define-fun d362 () Int (ite (and d356 (not (or (= i0n_k 2) (= i0n_k 7))) (= i0n_lhs 1)) d357 d335))
;; <- success
(define-fun d363 () Int (ite (and d356 (not (or (= i0n_k 2) (= i0n_k 7))) (= i0n_lhs 2)) d357 d336))
;; <- success
(define-fun d364 () Int (ite (and d356 (not (or (= i0n_k 2) (= i0n_k 7))) (= i0n_lhs 3)) d357 d337))
;; <- success
(define-fun d365 () Int (ite (and d356 (not (or (= i0n_k 2) (= i0n_k 7))) (= i0n_lhs 4)) d357 d347))
;; <- success
(define-fun d366 () Bool (and d352 (= i0p_k 2) (= i0p_fld 0)))
;; <- success
(define-fun d367 () Int (ite (and d366 (= d351 1)) d350 d340))
;; <- success
(define-fun d368 () Int (ite (and d366 (= d351 2)) d350 d341))
;; <- success
(define-fun d369 () Int (ite (and d366 (= d351 3)) d350 d342))
;; <- success
(define-fun d370 () Int (ite (and d366 (= d351 4)) d350 (- 1)))
;; <- success
(define-fun d371 () Bool (and d356 (= i0n_k 2) (= i0n_fld 0)))
;; <- success
(define-fun d372 () Int (ite (and d371 (= d355 1)) d354 d344))
;; <- success
(define-fun d373 () Int (ite (and d371 (= d355 2)) d354 d345))
;; <- success
(define-fun d374 () Int (ite (and d371 (= d355 3)) d354 d346))
;; <- success
(define-fun d375 () Int (ite (and d371 (= d355 4)) d354 d337))
;; <- success
(define-fun d376 () Int (ite (= g10_x 0) d358 (ite (= g10_x 1) d359 d360)))
;; <- success
(define-fun d377 () Int (ite (= g10_y 0) d358 (ite (= g10_y 1) d359 (ite (= g10_y 2) d360 0))))
;; <- success
(define-fun d378 () Int (ite (= g10_x 0) d361 (ite (= g10_x 1) d362 (ite (= g10_x 2) d363 (ite (= g10_x 3) d364 d365)))))
;; <- success
(define-fun d379 () Int (ite (= g10_y 0) d361 (ite (= g10_y 1) d362 (ite (= g10_y 2) d363 (ite (= g10_y 3) d364 (ite (= g10_y 4) d365 (ite (= g10_y 5) (- 1) (ite (= g10_y 6) 0 1))))))))
;; <- success
(define-fun d380 () Bool (ite r10 (ite g10_del false (and (not d349) (ite g10_ptr (ite (= g10_op 0) (= d376 d377) (distinct d376 d377)) (ite (= g10_op 0) (= d378 d379) (ite (= g10_op 1) (distinct d378 d379) (ite (= g10_op 2) (< d378 d379) (ite (= g10_op 3) (<= d378 d379) (ite (= g10_op 4) (> d378 d379) (>= d378 d379))))))))) (not d349)))
;; <- success
(define-fun d381 () Int (ite (= h10_rhs 0) d358 (ite (= h10_rhs 1) d359 (ite (= h10_rhs 2) d360 0))))
;; <- success
(define-fun d382 () Int (ite (= h10_base 0) d358 (ite (= h10_base 1) d359 d360)))
;; <- success
(define-fun d383 () Int (ite (= h10_k 0) d381 (ite (= d382 1) d367 (ite (= d382 2) d368 (ite (= d382 3) d369 d370)))))
;; <- success
(assert (=> (and d380 (not s10)) (or (= d358 1) (= d358 2) (= d358 3) (= d358 4))))
;; <- success
(assert (=> (and (and d380 s10) (or (= h10_k 1) (= h10_k 2) (= h10_k 5))) (and (= h10_fld 0) (or (= d382 1) (= d382 2) (= d382 3) (= d382 4)))))
;; <- success
(define-fun d384 () Int (ite (and (and d380 s10) (not (or (= h10_k 2) (= h10_k 7) (= h10_k 5))) (= h10_lhs 0)) d383 d358))
;; <- success
(define-fun d385 () Int (ite (and (and d380 s10) (not (or (= h10_k 2) (= h10_k 7) (= h10_k 5))) (= h10_lhs 1)) d383 d359))
;; <- success
(define-fun d386 () Int (ite (and (and d380 s10) (not (or (= h10_k 2) (= h10_k 7) (= h10_k 5))) (= h10_lhs 2)) d383 d360))
;; <- success
(define-fun d387 () Bool (and d380 (not s10)))
;; <- success
(define-fun d388 () Int (ite (and d387 (= d358 1)) d360 d367))
;; <- success
(define-fun d389 () Int (ite (and d387 (= d358 2)) d360 d368))
;; <- success
(define-fun d390 () Int (ite (and d387 (= d358 3)) d360 d369))
;; <- success
(define-fun d391 () Int (ite (and d387 (= d358 4)) d360 d370))
;; <- success
(define-fun d392 () Bool (and (and d380 s10) (= h10_k 2) (= h10_fld 0)))
;; <- success
(define-fun d393 () Int (ite (and d392 (= d382 1)) d381 d388))
;; <- success
(define-fun d394 () Int (ite (and d392 (= d382 2)) d381 d389))
;; <- success
(define-fun d395 () Int (ite (and d392 (= d382 3)) d381 d390))
;; <- success
(define-fun d396 () Int (ite (and d392 (= d382 4)) d381 d391))
;; <- success
(define-fun d397 () Int (ite (= i0p_rhs 0) d384 (ite (= i0p_rhs 1) d385 (ite (= i0p_rhs 2) d386 0))))
;; <- success
(define-fun d398 () Int (ite (= i0p_base 0) d384 (ite (= i0p_base 1) d385 d386)))
;; <- success
(define-fun d399 () Bool (and (and t0 (= pos0 4) (= cls0 0)) (not (and (= i0p_nn 1) (= d398 0)))))
;; <- success
(define-fun d400 () Int (ite (= i0p_k 0) d397 (ite (= d398 1) d393 (ite (= d398 2) d394 (ite (= d398 3) d395 d396)))))
;; <- success
(define-fun d401 () Int (ite (= i0n_rhs 0) d361 (ite (= i0n_rhs 1) d362 (ite (= i0n_rhs 2) d363 (ite (= i0n_rhs 3) d364 (ite (= i0n_rhs 4) d365 (ite (= i0n_rhs 5) (- 1) (ite (= i0n_rhs 6) 0 1))))))))
;; <- success
(define-fun d402 () Int (ite (= i0n_base 0) d384 (ite (= i0n_base 1) d385 d386)))
;; <- success
(define-fun d403 () Bool (and (and t0 (= pos0 4) (= cls0 1)) (not (and (= i0n_nn 1) (= d402 0)))))
;; <- success
(define-fun d404 () Int (ite (= i0n_k 0) d401 (ite (= i0n_k 3) (+ d401 (ite (= i0n_add 0) (- 1) (ite (= i0n_add 1) 0 1))) (ite (= d402 1) d372 (ite (= d402 2) d373 (ite (= d402 3) d374 d375))))))
;; <- success
(assert (=> (and d399 (or (= i0p_k 1) (= i0p_k 2))) (and (= i0p_fld 0) (or (= d398 1) (= d398 2) (= d398 3) (= d398 4)))))
;; <- success
(assert (=> (and d403 (or (= i0n_k 1) (= i0n_k 2))) (and (= i0n_fld 0) (or (= d402 1) (= d402 2) (= d402 3) (= d402 4)))))
;; <- success
(define-fun d405 () Int (ite (and d399 (not (or (= i0p_k 2) (= i0p_k 7))) (= i0p_lhs 0)) d400 d384))
;; <- success
(define-fun d406 () Int (ite (and d399 (not (or (= i0p_k 2) (= i0p_k 7))) (= i0p_lhs 1)) d400 d385))
;; <- success
(define-fun d407 () Int (ite (and d399 (not (or (= i0p_k 2) (= i0p_k 7))) (= i0p_lhs 2)) d400 d386))
;; <- success
(define-fun d408 () Int (ite (and d403 (not (or (= i0n_k 2) (= i0n_k 7))) (= i0n_lhs 0)) d404 d361))
;; <- success
(define-fun d409 () Int (ite (and d403 (not (or (= i0n_k 2) (= i0n_k 7))) (= i0n_lhs 1)) d404 d362))
;; <- success
(define-fun d410 () Int (ite (and d403 (not (or (= i0n_k 2) (= i0n_k 7))) (= i0n_lhs 2)) d404 d363))
;; <- success
(define-fun d411 () Int (ite (and d403 (not (or (= i0n_k 2) (= i0n_k 7))) (= i0n_lhs 3)) d404 d364))
;; <- success
(define-fun d412 () Int (ite (and d403 (not (or (= i0n_k 2) (= i0n_k 7))) (= i0n_lhs 4)) d404 d365))
;; <- success
(define-fun d413 () Bool (and d399 (= i0p_k 2) (= i0p_fld 0)))
;; <- success
(define-fun d414 () Int (ite (and d413 (= d398 1)) d397 d393))
;; <- success
(define-fun d415 () Int (ite (and d413 (= d398 2)) d397 d394))
;; <- success
(define-fun d416 () Int (ite (and d413 (= d398 3)) d397 d395))
;; <- success
(define-fun d417 () Int (ite (and d413 (= d398 4)) d397 d396))
;; <- success
(define-fun d418 () Bool (and d403 (= i0n_k 2) (= i0n_fld 0)))
;; <- success
(define-fun d419 () Int (ite (and d418 (= d402 1)) d401 d372))
;; <- success
(define-fun d420 () Int (ite (and d418 (= d402 2)) d401 d373))
;; <- success
(define-fun d421 () Int (ite (and d418 (= d402 3)) d401 d374))
;; <- success
(define-fun d422 () Int (ite (and d418 (= d402 4)) d401 d375))
;; <- success
(define-fun d423 () Int (ite (= i0p_rhs 0) d405 (ite (= i0p_rhs 1) d406 (ite (= i0p_rhs 2) d407 0))))
;; <- success
(define-fun d424 () Int (ite (= i0p_base 0) d405 (ite (= i0p_base 1) d406 d407)))
;; <- success
(define-fun d425 () Bool (and (and t0 (= pos0 1) (= cls0 0)) (not (and (= i0p_nn 1) (= d424 0)))))
;; <- success
(define-fun d426 () Int (ite (= i0p_k 0) d423 (ite (= d424 1) d414 (ite (= d424 2) d415 (ite (= d424 3) d416 d417)))))
;; <- success
(define-fun d427 () Int (ite (= i0n_rhs 0) d408 (ite (= i0n_rhs 1) d409 (ite (= i0n_rhs 2) d410 (ite (= i0n_rhs 3) d411 (ite (= i0n_rhs 4) d412 (ite (= i0n_rhs 5) (- 1) (ite (= i0n_rhs 6) 0 1))))))))
;; <- success
(define-fun d428 () Int (ite (= i0n_base 0) d405 (ite (= i0n_base 1) d406 d407)))
;; <- success
(define-fun d429 () Bool (and (and t0 (= pos0 1) (= cls0 1)) (not (and (= i0n_nn 1) (= d428 0)))))
;; <- success
(define-fun d430 () Int (ite (= i0n_k 0) d427 (ite (= i0n_k 3) (+ d427 (ite (= i0n_add 0) (- 1) (ite (= i0n_add 1) 0 1))) (ite (= d428 1) d419 (ite (= d428 2) d420 (ite (= d428 3) d421 d422))))))
;; <- success
(assert (=> (and d425 (or (= i0p_k 1) (= i0p_k 2))) (and (= i0p_fld 0) (or (= d424 1) (= d424 2) (= d424 3) (= d424 4)))))
;; <- success
(assert (=> (and d429 (or (= i0n_k 1) (= i0n_k 2))) (and (= i0n_fld 0) (or (= d428 1) (= d428 2) (= d428 3) (= d428 4)))))
;; <- success
(define-fun d431 () Int (ite (and d425 (not (or (= i0p_k 2) (= i0p_k 7))) (= i0p_lhs 0)) d426 d405))
;; <- success
(define-fun d432 () Int (ite (and d425 (not (or (= i0p_k 2) (= i0p_k 7))) (= i0p_lhs 1)) d426 d406))
;; <- success
(define-fun d433 () Int (ite (and d425 (not (or (= i0p_k 2) (= i0p_k 7))) (= i0p_lhs 2)) d426 d407))
;; <- success
(define-fun d434 () Int (ite (and d429 (not (or (= i0n_k 2) (= i0n_k 7))) (= i0n_lhs 0)) d430 d408))
;; <- success
(define-fun d435 () Int (ite (and d429 (not (or (= i0n_k 2) (= i0n_k 7))) (= i0n_lhs 1)) d430 d409))
;; <- success
(define-fun d436 () Int (ite (and d429 (not (or (= i0n_k 2) (= i0n_k 7))) (= i0n_lhs 2)) d430 d410))
;; <- success
(define-fun d437 () Int (ite (and d429 (not (or (= i0n_k 2) (= i0n_k 7))) (= i0n_lhs 3)) d430 d411))
;; <- success
(define-fun d438 () Int (ite (and d429 (not (or (= i0n_k 2) (= i0n_k 7))) (= i0n_lhs 4)) d430 d412))
;; <- success
(define-fun d439 () Bool (and d425 (= i0p_k 2) (= i0p_fld 0)))
;; <- success
(define-fun d440 () Int (ite (and d439 (= d424 1)) d423 d414))
;; <- success
(define-fun d441 () Int (ite (and d439 (= d424 2)) d423 d415))
;; <- success
(define-fun d442 () Int (ite (and d439 (= d424 3)) d423 d416))
;; <- success
(define-fun d443 () Int (ite (and d439 (= d424 4)) d423 d417))
;; <- success
(define-fun d444 () Bool (and d429 (= i0n_k 2) (= i0n_fld 0)))
;; <- success
(define-fun d445 () Int (ite (and d444 (= d428 1)) d427 d419))
;; <- success
(define-fun d446 () Int (ite (and d444 (= d428 2)) d427 d420))
;; <- success
(define-fun d447 () Int (ite (and d444 (= d428 3)) d427 d421))
;; <- success
(define-fun d448 () Int (ite (and d444 (= d428 4)) d427 d422))
;; <- success
(define-fun d449 () Int (ite (= g11_x 0) d431 (ite (= g11_x 1) d432 d433)))
;; <- success
(define-fun d450 () Int (ite (= g11_y 0) d431 (ite (= g11_y 1) d432 (ite (= g11_y 2) d433 0))))
;; <- success
(define-fun d451 () Int (ite (= g11_x 0) d434 (ite (= g11_x 1) d435 (ite (= g11_x 2) d436 (ite (= g11_x 3) d437 d438)))))
;; <- success
(define-fun d452 () Int (ite (= g11_y 0) d434 (ite (= g11_y 1) d435 (ite (= g11_y 2) d436 (ite (= g11_y 3) d437 (ite (= g11_y 4) d438 (ite (= g11_y 5) (- 1) (ite (= g11_y 6) 0 1))))))))
;; <- success
(define-fun d453 () Bool (ite r11 (ite g11_del false (ite g11_ptr (ite (= g11_op 0) (= d449 d450) (distinct d449 d450)) (ite (= g11_op 0) (= d451 d452) (ite (= g11_op 1) (distinct d451 d452) (ite (= g11_op 2) (< d451 d452) (ite (= g11_op 3) (<= d451 d452) (ite (= g11_op 4) (> d451 d452) (>= d451 d452)))))))) true))
;; <- success
(define-fun d454 () Int (ite (= h11_rhs 0) d434 (ite (= h11_rhs 1) d435 (ite (= h11_rhs 2) d436 (ite (= h11_rhs 3) d437 (ite (= h11_rhs 4) d438 (ite (= h11_rhs 5) (- 1) (ite (= h11_rhs 6) 0 1))))))))
;; <- success
(define-fun d455 () Int (ite (= h11_base 0) d431 (ite (= h11_base 1) d432 d433)))
;; <- success
(define-fun d456 () Int (ite (= h11_at 0) (ite (= h11_to 0) (+ d434 d436) (ite (= h11_to 1) (+ d435 d436) (ite (= h11_to 2) (+ d436 d436) (ite (= h11_to 3) (+ d437 d436) (+ d438 d436))))) (ite (= h11_to 0) (+ d437 d434) (ite (= h11_to 1) (+ d437 d435) (ite (= h11_to 2) (+ d437 d436) (ite (= h11_to 3) (+ d437 d437) (+ d437 d438)))))))
;; <- success
(define-fun d457 () Int (ite (= h11_k 9) d456 (ite (= h11_k 5) (+ d437 d436) (ite (= h11_k 0) d454 (ite (= h11_k 3) (+ d454 (ite (= h11_add 0) (- 1) (ite (= h11_add 1) 0 1))) (ite (= d455 1) d445 (ite (= d455 2) d446 (ite (= d455 3) d447 d448))))))))
;; <- success
(assert (=> (and (and d453 s11) (or (= h11_k 1) (= h11_k 2))) (and (= h11_fld 0) (or (= d455 1) (= d455 2) (= d455 3) (= d455 4)))))
;; <- success
(define-fun d458 () Int (ite (and d453 (not s11)) (+ d437 d436) d436))
;; <- success
(define-fun d459 () Int (ite (and (and d453 s11) (not (or (= h11_k 2) (= h11_k 7))) (= h11_lhs 0)) d457 d434))
;; <- success
(define-fun d460 () Int (ite (and (and d453 s11) (not (or (= h11_k 2) (= h11_k 7))) (= h11_lhs 1)) d457 d435))
;; <- success
(define-fun d461 () Int (ite (and (and d453 s11) (not (or (= h11_k 2) (= h11_k 7))) (= h11_lhs 2)) d457 d458))
;; <- success
(define-fun d462 () Int (ite (and (and d453 s11) (not (or (= h11_k 2) (= h11_k 7))) (= h11_lhs 3)) d457 d437))
;; <- success
(define-fun d463 () Int (ite (and (and d453 s11) (not (or (= h11_k 2) (= h11_k 7))) (= h11_lhs 4)) d457 d438))
;; <- success
(define-fun d464 () Bool (and (and d453 s11) (= h11_k 2) (= h11_fld 0)))
;; <- success
(define-fun d465 () Int (ite (and d464 (= d455 1)) d454 d445))
;; <- success
(define-fun d466 () Int (ite (and d464 (= d455 2)) d454 d446))
;; <- success
(define-fun d467 () Int (ite (and d464 (= d455 3)) d454 d447))
;; <- success
(define-fun d468 () Int (ite (and d464 (= d455 4)) d454 d448))
;; <- success
(define-fun d469 () Int (ite (= i0p_rhs 0) d431 (ite (= i0p_rhs 1) d432 (ite (= i0p_rhs 2) d433 0))))
;; <- success
(define-fun d470 () Int (ite (= i0p_base 0) d431 (ite (= i0p_base 1) d432 d433)))
;; <- success
(define-fun d471 () Bool (and (and t0 (= pos0 2) (= cls0 0)) (not (and (= i0p_nn 1) (= d470 0)))))
;; <- success
(define-fun d472 () Int (ite (= i0p_k 0) d469 (ite (= d470 1) d440 (ite (= d470 2) d441 (ite (= d470 3) d442 d443)))))
;; <- success
(define-fun d473 () Int (ite (= i0n_rhs 0) d459 (ite (= i0n_rhs 1) d460 (ite (= i0n_rhs 2) d461 (ite (= i0n_rhs 3) d462 (ite (= i0n_rhs 4) d463 (ite (= i0n_rhs 5) (- 1) (ite (= i0n_rhs 6) 0 1))))))))
;; <- success
(define-fun d474 () Int (ite (= i0n_base 0) d431 (ite (= i0n_base 1) d432 d433)))
;; <- success
(define-fun d475 () Bool (and (and t0 (= pos0 2) (= cls0 1)) (not (and (= i0n_nn 1) (= d474 0)))))
;; <- success
(define-fun d476 () Int (ite (= i0n_k 0) d473 (ite (= i0n_k 3) (+ d473 (ite (= i0n_add 0) (- 1) (ite (= i0n_add 1) 0 1))) (ite (= d474 1) d465 (ite (= d474 2) d466 (ite (= d474 3) d467 d468))))))
;; <- success
(assert (=> (and d471 (or (= i0p_k 1) (= i0p_k 2))) (and (= i0p_fld 0) (or (= d470 1) (= d470 2) (= d470 3) (= d470 4)))))
;; <- success
(assert (=> (and d475 (or (= i0n_k 1) (= i0n_k 2))) (and (= i0n_fld 0) (or (= d474 1) (= d474 2) (= d474 3) (= d474 4)))))
;; <- success
(define-fun d477 () Int (ite (and d471 (not (or (= i0p_k 2) (= i0p_k 7))) (= i0p_lhs 0)) d472 d431))
;; <- success
(define-fun d478 () Int (ite (and d471 (not (or (= i0p_k 2) (= i0p_k 7))) (= i0p_lhs 1)) d472 d432))
;; <- success
(define-fun d479 () Int (ite (and d471 (not (or (= i0p_k 2) (= i0p_k 7))) (= i0p_lhs 2)) d472 d433))
;; <- success
(define-fun d480 () Int (ite (and d475 (not (or (= i0n_k 2) (= i0n_k 7))) (= i0n_lhs 0)) d476 d459))
;; <- success
(define-fun d481 () Int (ite (and d475 (not (or (= i0n_k 2) (= i0n_k 7))) (= i0n_lhs 1)) d476 d460))
;; <- success
(define-fun d482 () Int (ite (and d475 (not (or (= i0n_k 2) (= i0n_k 7))) (= i0n_lhs 2)) d476 d461))
;; <- success
(define-fun d483 () Int (ite (and d475 (not (or (= i0n_k 2) (= i0n_k 7))) (= i0n_lhs 3)) d476 d462))
;; <- success
(define-fun d484 () Int (ite (and d475 (not (or (= i0n_k 2) (= i0n_k 7))) (= i0n_lhs 4)) d476 d463))
;; <- success
(define-fun d485 () Bool (and d471 (= i0p_k 2) (= i0p_fld 0)))
;; <- success
(define-fun d486 () Int (ite (and d485 (= d470 1)) d469 d440))
;; <- success
(define-fun d487 () Int (ite (and d485 (= d470 2)) d469 d441))
;; <- success
(define-fun d488 () Int (ite (and d485 (= d470 3)) d469 d442))
;; <- success
(define-fun d489 () Int (ite (and d485 (= d470 4)) d469 d443))
;; <- success
(define-fun d490 () Bool (and d475 (= i0n_k 2) (= i0n_fld 0)))
;; <- success
(define-fun d491 () Int (ite (and d490 (= d474 1)) d473 d465))
;; <- success
(define-fun d492 () Int (ite (and d490 (= d474 2)) d473 d466))
;; <- success
(define-fun d493 () Int (ite (and d490 (= d474 3)) d473 d467))
;; <- success
(define-fun d494 () Int (ite (and d490 (= d474 4)) d473 d468))
;; <- success
(define-fun d495 () Int (+ d484 1))
;; <- success
(assert (= d480 6))
;; <- success
(assert (= d479 4))
;; <- success
(assert (= d477 1))
;; <- success
(assert (= d495 4))
;; <- success
(assert (= d481 10))
;; <- success
(assert (= d482 (- 2)))
;; <- success
(assert (= d478 4))
;; <- success
(assert (= d483 2))
;; <- success
(assert (= d491 10))
;; <- success
(assert (= d486 2))
;; <- success
(assert (= d492 8))
;; <- success
(assert (= d487 3))
;; <- success
(assert (= d493 6))
;; <- success
(assert (= d488 4))
;; <- success
(assert (= d494 4))
;; <- success
(define-fun d496 () Bool (< d495 d480))
;; <- success
(assert d496)
;; <- success
(assert (=> true true))
;; <- success
(define-fun d497 () Bool (= d477 0))
;; <- success
(assert (not d497))
;; <- success
(define-fun d498 () Int (ite (= i0p_rhs 0) d477 (ite (= i0p_rhs 1) d478 (ite (= i0p_rhs 2) 5 0))))
;; <- success
(define-fun d499 () Int (ite (= i0p_base 0) d477 (ite (= i0p_base 1) d478 5)))
;; <- success
(define-fun d500 () Bool (and (and t0 (= pos0 3) (= cls0 0)) (not (and (= i0p_nn 1) (= d499 0)))))
;; <- success
(define-fun d501 () Int (ite (= i0p_k 0) d498 (ite (= d499 1) d486 (ite (= d499 2) d487 (ite (= d499 3) d488 (ite (= d499 4) d489 (- 1)))))))
;; <- success
(define-fun d502 () Int (ite (= i0n_rhs 0) d480 (ite (= i0n_rhs 1) d481 (ite (= i0n_rhs 2) d482 (ite (= i0n_rhs 3) d483 (ite (= i0n_rhs 4) d495 (ite (= i0n_rhs 5) (- 1) (ite (= i0n_rhs 6) 0 1))))))))
;; <- success
(define-fun d503 () Int (ite (= i0n_base 0) d477 (ite (= i0n_base 1) d478 5)))
;; <- success
(define-fun d504 () Bool (and (and t0 (= pos0 3) (= cls0 1)) (not (and (= i0n_nn 1) (= d503 0)))))
;; <- success
(define-fun d505 () Int (ite (= i0n_k 0) d502 (ite (= i0n_k 3) (+ d502 (ite (= i0n_add 0) (- 1) (ite (= i0n_add 1) 0 1))) (ite (= d503 1) d491 (ite (= d503 2) d492 (ite (= d503 3) d493 (ite (= d503 4) d494 d483)))))))
;; <- success
(assert (=> (and d500 (or (= i0p_k 1) (= i0p_k 2))) (and (= i0p_fld 0) (or (= d499 1) (= d499 2) (= d499 3) (= d499 4) (= d499 5)))))
;; <- success
(assert (=> (and d504 (or (= i0n_k 1) (= i0n_k 2))) (and (= i0n_fld 0) (or (= d503 1) (= d503 2) (= d503 3) (= d503 4) (= d503 5)))))
;; <- success
(define-fun d506 () Int (ite (and d500 (not (or (= i0p_k 2) (= i0p_k 7))) (= i0p_lhs 0)) d501 d477))
;; <- success
(define-fun d507 () Int (ite (and d500 (not (or (= i0p_k 2) (= i0p_k 7))) (= i0p_lhs 1)) d501 d478))
;; <- success
(define-fun d508 () Int (ite (and d500 (not (or (= i0p_k 2) (= i0p_k 7))) (= i0p_lhs 2)) d501 5))
;; <- success
(define-fun d509 () Int (ite (and d504 (not (or (= i0n_k 2) (= i0n_k 7))) (= i0n_lhs 0)) d505 d480))
;; <- success
(define-fun d510 () Int (ite (and d504 (not (or (= i0n_k 2) (= i0n_k 7))) (= i0n_lhs 1)) d505 d481))
;; <- success
(define-fun d511 () Int (ite (and d504 (not (or (= i0n_k 2) (= i0n_k 7))) (= i0n_lhs 2)) d505 d482))
;; <- success
(define-fun d512 () Int (ite (and d504 (not (or (= i0n_k 2) (= i0n_k 7))) (= i0n_lhs 3)) d505 d483))
;; <- success
(define-fun d513 () Int (ite (and d504 (not (or (= i0n_k 2) (= i0n_k 7))) (= i0n_lhs 4)) d505 d495))
;; <- success
(define-fun d514 () Bool (and d500 (= i0p_k 2) (= i0p_fld 0)))
;; <- success
(define-fun d515 () Int (ite (and d514 (= d499 1)) d498 d486))
;; <- success
(define-fun d516 () Int (ite (and d514 (= d499 2)) d498 d487))
;; <- success
(define-fun d517 () Int (ite (and d514 (= d499 3)) d498 d488))
;; <- success
(define-fun d518 () Int (ite (and d514 (= d499 4)) d498 d489))
;; <- success
(define-fun d519 () Int (ite (and d514 (= d499 5)) d498 (- 1)))
;; <- success
(define-fun d520 () Bool (and d504 (= i0n_k 2) (= i0n_fld 0)))
;; <- success
(define-fun d521 () Int (ite (and d520 (= d503 1)) d502 d491))
;; <- success
(define-fun d522 () Int (ite (and d520 (= d503 2)) d502 d492))
;; <- success
(define-fun d523 () Int (ite (and d520 (= d503 3)) d502 d493))
;; <- success
(define-fun d524 () Int (ite (and d520 (= d503 4)) d502 d494))
;; <- success
(define-fun d525 () Int (ite (and d520 (= d503 5)) d502 d483))
;; <- success
(define-fun d526 () Int (ite (= g10_x 0) d506 (ite (= g10_x 1) d507 d508)))
;; <- success
(define-fun d527 () Int (ite (= g10_y 0) d506 (ite (= g10_y 1) d507 (ite (= g10_y 2) d508 0))))
;; <- success
(define-fun d528 () Int (ite (= g10_x 0) d509 (ite (= g10_x 1) d510 (ite (= g10_x 2) d511 (ite (= g10_x 3) d512 d513)))))
;; <- success
(define-fun d529 () Int (ite (= g10_y 0) d509 (ite (= g10_y 1) d510 (ite (= g10_y 2) d511 (ite (= g10_y 3) d512 (ite (= g10_y 4) d513 (ite (= g10_y 5) (- 1) (ite (= g10_y 6) 0 1))))))))
;; <- success
(define-fun d530 () Bool (ite r10 (ite g10_del false (and (not d497) (ite g10_ptr (ite (= g10_op 0) (= d526 d527) (distinct d526 d527)) (ite (= g10_op 0) (= d528 d529) (ite (= g10_op 1) (distinct d528 d529) (ite (= g10_op 2) (< d528 d529) (ite (= g10_op 3) (<= d528 d529) (ite (= g10_op 4) (> d528 d529) (>= d528 d529))))))))) (not d497)))
;; <- success
(define-fun d531 () Int (ite (= h10_rhs 0) d506 (ite (= h10_rhs 1) d507 (ite (= h10_rhs 2) d508 0))))
;; <- success
(define-fun d532 () Int (ite (= h10_base 0) d506 (ite (= h10_base 1) d507 d508)))
;; <- success
(define-fun d533 () Int (ite (= h10_k 0) d531 (ite (= d532 1) d515 (ite (= d532 2) d516 (ite (= d532 3) d517 (ite (= d532 4) d518 d519))))))
;; <- success
(assert (=> (and d530 (not s10)) (or (= d506 1) (= d506 2) (= d506 3) (= d506 4) (= d506 5))))
;; <- success
(assert (=> (and (and d530 s10) (or (= h10_k 1) (= h10_k 2) (= h10_k 5))) (and (= h10_fld 0) (or (= d532 1) (= d532 2) (= d532 3) (= d532 4) (= d532 5)))))
;; <- success
(define-fun d534 () Int (ite (and (and d530 s10) (not (or (= h10_k 2) (= h10_k 7) (= h10_k 5))) (= h10_lhs 0)) d533 d506))
;; <- success
(define-fun d535 () Int (ite (and (and d530 s10) (not (or (= h10_k 2) (= h10_k 7) (= h10_k 5))) (= h10_lhs 1)) d533 d507))
;; <- success
(define-fun d536 () Int (ite (and (and d530 s10) (not (or (= h10_k 2) (= h10_k 7) (= h10_k 5))) (= h10_lhs 2)) d533 d508))
;; <- success
(define-fun d537 () Bool (and d530 (not s10)))
;; <- success
(define-fun d538 () Int (ite (and d537 (= d506 1)) d508 d515))
;; <- success
(define-fun d539 () Int (ite (and d537 (= d506 2)) d508 d516))
;; <- success
(define-fun d540 () Int (ite (and d537 (= d506 3)) d508 d517))
;; <- success
(define-fun d541 () Int (ite (and d537 (= d506 4)) d508 d518))
;; <- success
(define-fun d542 () Int (ite (and d537 (= d506 5)) d508 d519))
;; <- success
(define-fun d543 () Bool (and (and d530 s10) (= h10_k 2) (= h10_fld 0)))
;; <- success
(define-fun d544 () Int (ite (and d543 (= d532 1)) d531 d538))
;; <- success
(define-fun d545 () Int (ite (and d543 (= d532 2)) d531 d539))
;; <- success
(define-fun d546 () Int (ite (and d543 (= d532 3)) d531 d540))
;; <- success
(define-fun d547 () Int (ite (and d543 (= d532 4)) d531 d541))
;; <- success
(define-fun d548 () Int (ite (and d543 (= d532 5)) d531 d542))
;; <- success
(define-fun d549 () Int (ite (= i0p_rhs 0) d534 (ite (= i0p_rhs 1) d535 (ite (= i0p_rhs 2) d536 0))))
;; <- success
(define-fun d550 () Int (ite (= i0p_base 0) d534 (ite (= i0p_base 1) d535 d536)))
;; <- success
(define-fun d551 () Bool (and (and t0 (= pos0 4) (= cls0 0)) (not (and (= i0p_nn 1) (= d550 0)))))
;; <- success
(define-fun d552 () Int (ite (= i0p_k 0) d549 (ite (= d550 1) d544 (ite (= d550 2) d545 (ite (= d550 3) d546 (ite (= d550 4) d547 d548))))))
;; <- success
(define-fun d553 () Int (ite (= i0n_rhs 0) d509 (ite (= i0n_rhs 1) d510 (ite (= i0n_rhs 2) d511 (ite (= i0n_rhs 3) d512 (ite (= i0n_rhs 4) d513 (ite (= i0n_rhs 5) (- 1) (ite (= i0n_rhs 6) 0 1))))))))
;; <- success
(define-fun d554 () Int (ite (= i0n_base 0) d534 (ite (= i0n_base 1) d535 d536)))
;; <- success
(define-fun d555 () Bool (and (and t0 (= pos0 4) (= cls0 1)) (not (and (= i0n_nn 1) (= d554 0)))))
;; <- success
(define-fun d556 () Int (ite (= i0n_k 0) d553 (ite (= i0n_k 3) (+ d553 (ite (= i0n_add 0) (- 1) (ite (= i0n_add 1) 0 1))) (ite (= d554 1) d521 (ite (= d554 2) d522 (ite (= d554 3) d523 (ite (= d554 4) d524 d525)))))))
;; <- success
(assert (=> (and d551 (or (= i0p_k 1) (= i0p_k 2))) (and (= i0p_fld 0) (or (= d550 1) (= d550 2) (= d550 3) (= d550 4) (= d550 5)))))
;; <- success
(assert (=> (and d555 (or (= i0n_k 1) (= i0n_k 2))) (and (= i0n_fld 0) (or (= d554 1) (= d554 2) (= d554 3) (= d554 4) (= d554 5)))))
;; <- success
(define-fun d557 () Int (ite (and d551 (not (or (= i0p_k 2) (= i0p_k 7))) (= i0p_lhs 0)) d552 d534))
;; <- success
(define-fun d558 () Int (ite (and d551 (not (or (= i0p_k 2) (= i0p_k 7))) (= i0p_lhs 1)) d552 d535))
;; <- success
(define-fun d559 () Int (ite (and d551 (not (or (= i0p_k 2) (= i0p_k 7))) (= i0p_lhs 2)) d552 d536))
;; <- success
(define-fun d560 () Int (ite (and d555 (not (or (= i0n_k 2) (= i0n_k 7))) (= i0n_lhs 0)) d556 d509))
;; <- success
(define-fun d561 () Int (ite (and d555 (not (or (= i0n_k 2) (= i0n_k 7))) (= i0n_lhs 1)) d556 d510))
;; <- success
(define-fun d562 () Int (ite (and d555 (not (or (= i0n_k 2) (= i0n_k 7))) (= i0n_lhs 2)) d556 d511))
;; <- success
(define-fun d563 () Int (ite (and d555 (not (or (= i0n_k 2) (= i0n_k 7))) (= i0n_lhs 3)) d556 d512))
;; <- success
(define-fun d564 () Int (ite (and d555 (not (or (= i0n_k 2) (= i0n_k 7))) (= i0n_lhs 4)) d556 d513))
;; <- success
(define-fun d565 () Bool (and d551 (= i0p_k 2) (= i0p_fld 0)))
;; <- success
(define-fun d566 () Int (ite (and d565 (= d550 1)) d549 d544))
;; <- success
(define-fun d567 () Int (ite (and d565 (= d550 2)) d549 d545))
;; <- success
(define-fun d568 () Int (ite (and d565 (= d550 3)) d549 d546))
;; <- success
(define-fun d569 () Int (ite (and d565 (= d550 4)) d549 d547))
;; <- success
(define-fun d570 () Int (ite (and d565 (= d550 5)) d549 d548))
;; <- success
(define-fun d571 () Bool (and d555 (= i0n_k 2) (= i0n_fld 0)))
;; <- success
(define-fun d572 () Int (ite (and d571 (= d554 1)) d553 d521))
;; <- success
(define-fun d573 () Int (ite (and d571 (= d554 2)) d553 d522))
;; <- success
(define-fun d574 () Int (ite (and d571 (= d554 3)) d553 d523))
;; <- success
(define-fun d575 () Int (ite (and d571 (= d554 4)) d553 d524))
;; <- success
(define-fun d576 () Int (ite (and d571 (= d554 5)) d553 d525))
;; <- success
(define-fun d577 () Int (ite (= i0p_rhs 0) d557 (ite (= i0p_rhs 1) d558 (ite (= i0p_rhs 2) d559 0))))
;; <- success
(define-fun d578 () Int (ite (= i0p_base 0) d557 (ite (= i0p_base 1) d558 d559)))
;; <- success
(define-fun d579 () Bool (and (and t0 (= pos0 1) (= cls0 0)) (not (and (= i0p_nn 1) (= d578 0)))))
;; <- success
(define-fun d580 () Int (ite (= i0p_k 0) d577 (ite (= d578 1) d566 (ite (= d578 2) d567 (ite (= d578 3) d568 (ite (= d578 4) d569 d570))))))
;; <- success
(define-fun d581 () Int (ite (= i0n_rhs 0) d560 (ite (= i0n_rhs 1) d561 (ite (= i0n_rhs 2) d562 (ite (= i0n_rhs 3) d563 (ite (= i0n_rhs 4) d564 (ite (= i0n_rhs 5) (- 1) (ite (= i0n_rhs 6) 0 1))))))))
;; <- success
(define-fun d582 () Int (ite (= i0n_base 0) d557 (ite (= i0n_base 1) d558 d559)))
;; <- success
(define-fun d583 () Bool (and (and t0 (= pos0 1) (= cls0 1)) (not (and (= i0n_nn 1) (= d582 0)))))
;; <- success
(define-fun d584 () Int (ite (= i0n_k 0) d581 (ite (= i0n_k 3) (+ d581 (ite (= i0n_add 0) (- 1) (ite (= i0n_add 1) 0 1))) (ite (= d582 1) d572 (ite (= d582 2) d573 (ite (= d582 3) d574 (ite (= d582 4) d575 d576)))))))
;; <- success
(assert (=> (and d579 (or (= i0p_k 1) (= i0p_k 2))) (and (= i0p_fld 0) (or (= d578 1) (= d578 2) (= d578 3) (= d578 4) (= d578 5)))))
;; <- success
(assert (=> (and d583 (or (= i0n_k 1) (= i0n_k 2))) (and (= i0n_fld 0) (or (= d582 1) (= d582 2) (= d582 3) (= d582 4) (= d582 5)))))
;; <- success
(define-fun d585 () Int (ite (and d579 (not (or (= i0p_k 2) (= i0p_k 7))) (= i0p_lhs 0)) d580 d557))
;; <- success
(define-fun d586 () Int (ite (and d579 (not (or (= i0p_k 2) (= i0p_k 7))) (= i0p_lhs 1)) d580 d558))
;; <- success
(define-fun d587 () Int (ite (and d579 (not (or (= i0p_k 2) (= i0p_k 7))) (= i0p_lhs 2)) d580 d559))
;; <- success
(define-fun d588 () Int (ite (and d583 (not (or (= i0n_k 2) (= i0n_k 7))) (= i0n_lhs 0)) d584 d560))
;; <- success
(define-fun d589 () Int (ite (and d583 (not (or (= i0n_k 2) (= i0n_k 7))) (= i0n_lhs 1)) d584 d561))
;; <- success
(define-fun d590 () Int (ite (and d583 (not (or (= i0n_k 2) (= i0n_k 7))) (= i0n_lhs 2)) d584 d562))
;; <- success
(define-fun d591 () Int (ite (and d583 (not (or (= i0n_k 2) (= i0n_k 7))) (= i0n_lhs 3)) d584 d563))
;; <- success
(define-fun d592 () Int (ite (and d583 (not (or (= i0n_k 2) (= i0n_k 7))) (= i0n_lhs 4)) d584 d564))
;; <- success
(define-fun d593 () Bool (and d579 (= i0p_k 2) (= i0p_fld 0)))
;; <- success
(define-fun d594 () Int (ite (and d593 (= d578 1)) d577 d566))
;; <- success
(define-fun d595 () Int (ite (and d593 (= d578 2)) d577 d567))
;; <- success
(define-fun d596 () Int (ite (and d593 (= d578 3)) d577 d568))
;; <- success
(define-fun d597 () Int (ite (and d593 (= d578 4)) d577 d569))
;; <- success
(define-fun d598 () Int (ite (and d593 (= d578 5)) d577 d570))
;; <- success
(define-fun d599 () Bool (and d583 (= i0n_k 2) (= i0n_fld 0)))
;; <- success
(define-fun d600 () Int (ite (and d599 (= d582 1)) d581 d572))
;; <- success
(define-fun d601 () Int (ite (and d599 (= d582 2)) d581 d573))
;; <- success
(define-fun d602 () Int (ite (and d599 (= d582 3)) d581 d574))
;; <- success
(define-fun d603 () Int (ite (and d599 (= d582 4)) d581 d575))
;; <- success
(define-fun d604 () Int (ite (and d599 (= d582 5)) d581 d576))
;; <- success
(define-fun d605 () Int (ite (= g11_x 0) d585 (ite (= g11_x 1) d586 d587)))
;; <- success
(define-fun d606 () Int (ite (= g11_y 0) d585 (ite (= g11_y 1) d586 (ite (= g11_y 2) d587 0))))
;; <- success
(define-fun d607 () Int (ite (= g11_x 0) d588 (ite (= g11_x 1) d589 (ite (= g11_x 2) d590 (ite (= g11_x 3) d591 d592)))))
;; <- success
(define-fun d608 () Int (ite (= g11_y 0) d588 (ite (= g11_y 1) d589 (ite (= g11_y 2) d590 (ite (= g11_y 3) d591 (ite (= g11_y 4) d592 (ite (= g11_y 5) (- 1) (ite (= g11_y 6) 0 1))))))))
;; <- success
(define-fun d609 () Bool (ite r11 (ite g11_del false (ite g11_ptr (ite (= g11_op 0) (= d605 d606) (distinct d605 d606)) (ite (= g11_op 0) (= d607 d608) (ite (= g11_op 1) (distinct d607 d608) (ite (= g11_op 2) (< d607 d608) (ite (= g11_op 3) (<= d607 d608) (ite (= g11_op 4) (> d607 d608) (>= d607 d608)))))))) true))
;; <- success
(define-fun d610 () Int (ite (= h11_rhs 0) d588 (ite (= h11_rhs 1) d589 (ite (= h11_rhs 2) d590 (ite (= h11_rhs 3) d591 (ite (= h11_rhs 4) d592 (ite (= h11_rhs 5) (- 1) (ite (= h11_rhs 6) 0 1))))))))
;; <- success
(define-fun d611 () Int (ite (= h11_base 0) d585 (ite (= h11_base 1) d586 d587)))
;; <- success
(define-fun d612 () Int (ite (= h11_at 0) (ite (= h11_to 0) (+ d588 d590) (ite (= h11_to 1) (+ d589 d590) (ite (= h11_to 2) (+ d590 d590) (ite (= h11_to 3) (+ d591 d590) (+ d592 d590))))) (ite (= h11_to 0) (+ d591 d588) (ite (= h11_to 1) (+ d591 d589) (ite (= h11_to 2) (+ d591 d590) (ite (= h11_to 3) (+ d591 d591) (+ d591 d592)))))))
;; <- success
(define-fun d613 () Int (ite (= h11_k 9) d612 (ite (= h11_k 5) (+ d591 d590) (ite (= h11_k 0) d610 (ite (= h11_k 3) (+ d610 (ite (= h11_add 0) (- 1) (ite (= h11_add 1) 0 1))) (ite (= d611 1) d600 (ite (= d611 2) d601 (ite (= d611 3) d602 (ite (= d611 4) d603 d604)))))))))
;; <- success
(assert (=> (and (and d609 s11) (or (= h11_k 1) (= h11_k 2))) (and (= h11_fld 0) (or (= d611 1) (= d611 2) (= d611 3) (= d611 4) (= d611 5)))))
;; <- success
(define-fun d614 () Int (ite (and d609 (not s11)) (+ d591 d590) d590))
;; <- success
(define-fun d615 () Int (ite (and (and d609 s11) (not (or (= h11_k 2) (= h11_k 7))) (= h11_lhs 0)) d613 d588))
;; <- success
(define-fun d616 () Int (ite (and (and d609 s11) (not (or (= h11_k 2) (= h11_k 7))) (= h11_lhs 1)) d613 d589))
;; <- success
(define-fun d617 () Int (ite (and (and d609 s11) (not (or (= h11_k 2) (= h11_k 7))) (= h11_lhs 2)) d613 d614))
;; <- success
(define-fun d618 () Int (ite (and (and d609 s11) (not (or (= h11_k 2) (= h11_k 7))) (= h11_lhs 3)) d613 d591))
;; <- success
(define-fun d619 () Int (ite (and (and d609 s11) (not (or (= h11_k 2) (= h11_k 7))) (= h11_lhs 4)) d613 d592))
;; <- success
(define-fun d620 () Bool (and (and d609 s11) (= h11_k 2) (= h11_fld 0)))
;; <- success
(define-fun d621 () Int (ite (and d620 (= d611 1)) d610 d600))
;; <- success
(define-fun d622 () Int (ite (and d620 (= d611 2)) d610 d601))
;; <- success
(define-fun d623 () Int (ite (and d620 (= d611 3)) d610 d602))
;; <- success
(define-fun d624 () Int (ite (and d620 (= d611 4)) d610 d603))
;; <- success
(define-fun d625 () Int (ite (and d620 (= d611 5)) d610 d604))
;; <- success
(define-fun d626 () Int (ite (= i0p_rhs 0) d585 (ite (= i0p_rhs 1) d586 (ite (= i0p_rhs 2) d587 0))))
;; <- success
(define-fun d627 () Int (ite (= i0p_base 0) d585 (ite (= i0p_base 1) d586 d587)))
;; <- success
(define-fun d628 () Bool (and (and t0 (= pos0 2) (= cls0 0)) (not (and (= i0p_nn 1) (= d627 0)))))
;; <- success
(define-fun d629 () Int (ite (= i0p_k 0) d626 (ite (= d627 1) d594 (ite (= d627 2) d595 (ite (= d627 3) d596 (ite (= d627 4) d597 d598))))))
;; <- success
(define-fun d630 () Int (ite (= i0n_rhs 0) d615 (ite (= i0n_rhs 1) d616 (ite (= i0n_rhs 2) d617 (ite (= i0n_rhs 3) d618 (ite (= i0n_rhs 4) d619 (ite (= i0n_rhs 5) (- 1) (ite (= i0n_rhs 6) 0 1))))))))
;; <- success
(define-fun d631 () Int (ite (= i0n_base 0) d585 (ite (= i0n_base 1) d586 d587)))
;; <- success
(define-fun d632 () Bool (and (and t0 (= pos0 2) (= cls0 1)) (not (and (= i0n_nn 1) (= d631 0)))))
;; <- success
(define-fun d633 () Int (ite (= i0n_k 0) d630 (ite (= i0n_k 3) (+ d630 (ite (= i0n_add 0) (- 1) (ite (= i0n_add 1) 0 1))) (ite (= d631 1) d621 (ite (= d631 2) d622 (ite (= d631 3) d623 (ite (= d631 4) d624 d625)))))))
;; <- success
(assert (=> (and d628 (or (= i0p_k 1) (= i0p_k 2))) (and (= i0p_fld 0) (or (= d627 1) (= d627 2) (= d627 3) (= d627 4) (= d627 5)))))
;; <- success
(assert (=> (and d632 (or (= i0n_k 1) (= i0n_k 2))) (and (= i0n_fld 0) (or (= d631 1) (= d631 2) (= d631 3) (= d631 4) (= d631 5)))))
;; <- success
(define-fun d634 () Int (ite (and d628 (not (or (= i0p_k 2) (= i0p_k 7))) (= i0p_lhs 0)) d629 d585))
;; <- success
(define-fun d635 () Int (ite (and d628 (not (or (= i0p_k 2) (= i0p_k 7))) (= i0p_lhs 1)) d629 d586))
;; <- success
(define-fun d636 () Int (ite (and d628 (not (or (= i0p_k 2) (= i0p_k 7))) (= i0p_lhs 2)) d629 d587))
;; <- success
(define-fun d637 () Int (ite (and d632 (not (or (= i0n_k 2) (= i0n_k 7))) (= i0n_lhs 0)) d633 d615))
;; <- success
(define-fun d638 () Int (ite (and d632 (not (or (= i0n_k 2) (= i0n_k 7))) (= i0n_lhs 1)) d633 d616))
;; <- success
(define-fun d639 () Int (ite (and d632 (not (or (= i0n_k 2) (= i0n_k 7))) (= i0n_lhs 2)) d633 d617))
;; <- success
(define-fun d640 () Int (ite (and d632 (not (or (= i0n_k 2) (= i0n_k 7))) (= i0n_lhs 3)) d633 d618))
;; <- success
(define-fun d641 () Int (ite (and d632 (not (or (= i0n_k 2) (= i0n_k 7))) (= i0n_lhs 4)) d633 d619))
;; <- success
(define-fun d642 () Bool (and d628 (= i0p_k 2) (= i0p_fld 0)))
;; <- success
(define-fun d643 () Int (ite (and d642 (= d627 1)) d626 d594))
;; <- success
(define-fun d644 () Int (ite (and d642 (= d627 2)) d626 d595))
;; <- success
(define-fun d645 () Int (ite (and d642 (= d627 3)) d626 d596))
;; <- success
(define-fun d646 () Int (ite (and d642 (= d627 4)) d626 d597))
;; <- success
(define-fun d647 () Int (ite (and d642 (= d627 5)) d626 d598))
;; <- success
(define-fun d648 () Bool (and d632 (= i0n_k 2) (= i0n_fld 0)))
;; <- success
(define-fun d649 () Int (ite (and d648 (= d631 1)) d630 d621))
;; <- success
(define-fun d650 () Int (ite (and d648 (= d631 2)) d630 d622))
;; <- success
(define-fun d651 () Int (ite (and d648 (= d631 3)) d630 d623))
;; <- success
(define-fun d652 () Int (ite (and d648 (= d631 4)) d630 d624))
;; <- success
(define-fun d653 () Int (ite (and d648 (= d631 5)) d630 d625))
;; <- success
(define-fun d654 () Int (+ d641 1))
;; <- success
(assert (= d637 6))
;; <- success
(assert (= d636 5))
;; <- success
(assert (= d634 1))
;; <- success
(assert (= d654 5))
;; <- success
(assert (= d638 10))
;; <- success
(assert (= d639 (- 2)))
;; <- success
(assert (= d635 5))
;; <- success
(assert (= d640 0))
;; <- success
(assert (= d649 10))
;; <- success
(assert (= d643 2))
;; <- success
(assert (= d650 8))
;; <- success
(assert (= d644 3))
;; <- success
(assert (= d651 6))
;; <- success
(assert (= d645 4))
;; <- success
(assert (= d652 4))
;; <- success
(assert (= d646 5))
;; <- success
(assert (= d653 2))
;; <- success
(define-fun d655 () Bool (< d654 d637))
;; <- success
(assert d655)
;; <- success
(assert (=> true true))
;; <- success
(define-fun d656 () Bool (= d634 0))
;; <- success
(assert (not d656))
;; <- success
(define-fun d657 () Int (ite (= i0p_rhs 0) d634 (ite (= i0p_rhs 1) d635 (ite (= i0p_rhs 2) 6 0))))
;; <- success
(define-fun d658 () Int (ite (= i0p_base 0) d634 (ite (= i0p_base 1) d635 6)))
;; <- success
(define-fun d659 () Bool (and (and t0 (= pos0 3) (= cls0 0)) (not (and (= i0p_nn 1) (= d658 0)))))
;; <- success
(define-fun d660 () Int (ite (= i0p_k 0) d657 (ite (= d658 1) d643 (ite (= d658 2) d644 (ite (= d658 3) d645 (ite (= d658 4) d646 (ite (= d658 5) d647 (- 1))))))))
;; <- success
(define-fun d661 () Int (ite (= i0n_rhs 0) d637 (ite (= i0n_rhs 1) d638 (ite (= i0n_rhs 2) d639 (ite (= i0n_rhs 3) d640 (ite (= i0n_rhs 4) d654 (ite (= i0n_rhs 5) (- 1) (ite (= i0n_rhs 6) 0 1))))))))
;; <- success
(define-fun d662 () Int (ite (= i0n_base 0) d634 (ite (= i0n_base 1) d635 6)))
;; <- success
(define-fun d663 () Bool (and (and t0 (= pos0 3) (= cls0 1)) (not (and (= i0n_nn 1) (= d662 0)))))
;; <- success
(define-fun d664 () Int (ite (= i0n_k 0) d661 (ite (= i0n_k 3) (+ d661 (ite (= i0n_add 0) (- 1) (ite (= i0n_add 1) 0 1))) (ite (= d662 1) d649 (ite (= d662 2) d650 (ite (= d662 3) d651 (ite (= d662 4) d652 (ite (= d662 5) d653 d640))))))))
;; <- success
(assert (=> (and d659 (or (= i0p_k 1) (= i0p_k 2))) (and (= i0p_fld 0) (or (= d658 1) (= d658 2) (= d658 3) (= d658 4) (= d658 5) (= d658 6)))))
;; <- success
(assert (=> (and d663 (or (= i0n_k 1) (= i0n_k 2))) (and (= i0n_fld 0) (or (= d662 1) (= d662 2) (= d662 3) (= d662 4) (= d662 5) (= d662 6)))))
;; <- success
(define-fun d665 () Int (ite (and d659 (not (or (= i0p_k 2) (= i0p_k 7))) (= i0p_lhs 0)) d660 d634))
;; <- success
(define-fun d666 () Int (ite (and d659 (not (or (= i0p_k 2) (= i0p_k 7))) (= i0p_lhs 1)) d660 d635))
;; <- success
(define-fun d667 () Int (ite (and d659 (not (or (= i0p_k 2) (= i0p_k 7))) (= i0p_lhs 2)) d660 6))
;; <- success
(define-fun d668 () Int (ite (and d663 (not (or (= i0n_k 2) (= i0n_k 7))) (= i0n_lhs 0)) d664 d637))
;; <- success
(define-fun d669 () Int (ite (and d663 (not (or (= i0n_k 2) (= i0n_k 7))) (= i0n_lhs 1)) d664 d638))
;; <- success
(define-fun d670 () Int (ite (and d663 (not (or (= i0n_k 2) (= i0n_k 7))) (= i0n_lhs 2)) d664 d639))
;; <- success
(define-fun d671 () Int (ite (and d663 (not (or (= i0n_k 2) (= i0n_k 7))) (= i0n_lhs 3)) d664 d640))
;; <- success
(define-fun d672 () Int (ite (and d663 (not (or (= i0n_k 2) (= i0n_k 7))) (= i0n_lhs 4)) d664 d654))
;; <- success
(define-fun d673 () Bool (and d659 (= i0p_k 2) (= i0p_fld 0)))
;; <- success
(define-fun d674 () Int (ite (and d673 (= d658 1)) d657 d643))
;; <- success
(define-fun d675 () Int (ite (and d673 (= d658 2)) d657 d644))
;; <- success
(define-fun d676 () Int (ite (and d673 (= d658 3)) d657 d645))
;; <- success
(define-fun d677 () Int (ite (and d673 (= d658 4)) d657 d646))
;; <- success
(define-fun d678 () Int (ite (and d673 (= d658 5)) d657 d647))
;; <- success
(define-fun d679 () Int (ite (and d673 (= d658 6)) d657 (- 1)))
;; <- success
(define-fun d680 () Bool (and d663 (= i0n_k 2) (= i0n_fld 0)))
;; <- success
(define-fun d681 () Int (ite (and d680 (= d662 1)) d661 d649))
;; <- success
(define-fun d682 () Int (ite (and d680 (= d662 2)) d661 d650))
;; <- success
(define-fun d683 () Int (ite (and d680 (= d662 3)) d661 d651))
;; <- success
(define-fun d684 () Int (ite (and d680 (= d662 4)) d661 d652))
;; <- success
(define-fun d685 () Int (ite (and d680 (= d662 5)) d661 d653))
;; <- success
(define-fun d686 () Int (ite (and d680 (= d662 6)) d661 d640))
;; <- success
(define-fun d687 () Int (ite (= g10_x 0) d665 (ite (= g10_x 1) d666 d667)))
;; <- success
(define-fun d688 () Int (ite (= g10_y 0) d665 (ite (= g10_y 1) d666 (ite (= g10_y 2) d667 0))))
;; <- success
(define-fun d689 () Int (ite (= g10_x 0) d668 (ite (= g10_x 1) d669 (ite (= g10_x 2) d670 (ite (= g10_x 3) d671 d672)))))
;; <- success
(define-fun d690 () Int (ite (= g10_y 0) d668 (ite (= g10_y 1) d669 (ite (= g10_y 2) d670 (ite (= g10_y 3) d671 (ite (= g10_y 4) d672 (ite (= g10_y 5) (- 1) (ite (= g10_y 6) 0 1))))))))
;; <- success
(define-fun d691 () Bool (ite r10 (ite g10_del false (and (not d656) (ite g10_ptr (ite (= g10_op 0) (= d687 d688) (distinct d687 d688)) (ite (= g10_op 0) (= d689 d690) (ite (= g10_op 1) (distinct d689 d690) (ite (= g10_op 2) (< d689 d690) (ite (= g10_op 3) (<= d689 d690) (ite (= g10_op 4) (> d689 d690) (>= d689 d690))))))))) (not d656)))
;; <- success
(define-fun d692 () Int (ite (= h10_rhs 0) d665 (ite (= h10_rhs 1) d666 (ite (= h10_rhs 2) d667 0))))
;; <- success
(define-fun d693 () Int (ite (= h10_base 0) d665 (ite (= h10_base 1) d666 d667)))
;; <- success
(define-fun d694 () Int (ite (= h10_k 0) d692 (ite (= d693 1) d674 (ite (= d693 2) d675 (ite (= d693 3) d676 (ite (= d693 4) d677 (ite (= d693 5) d678 d679)))))))
;; <- success
(assert (=> (and d691 (not s10)) (or (= d665 1) (= d665 2) (= d665 3) (= d665 4) (= d665 5) (= d665 6))))
;; <- success
(assert (=> (and (and d691 s10) (or (= h10_k 1) (= h10_k 2) (= h10_k 5))) (and (= h10_fld 0) (or (= d693 1) (= d693 2) (= d693 3) (= d693 4) (= d693 5) (= d693 6)))))
;; <- success
(define-fun d695 () Int (ite (and (and d691 s10) (not (or (= h10_k 2) (= h10_k 7) (= h10_k 5))) (= h10_lhs 0)) d694 d665))
;; <- success
(define-fun d696 () Int (ite (and (and d691 s10) (not (or (= h10_k 2) (= h10_k 7) (= h10_k 5))) (= h10_lhs 1)) d694 d666))
;; <- success
(define-fun d697 () Int (ite (and (and d691 s10) (not (or (= h10_k 2) (= h10_k 7) (= h10_k 5))) (= h10_lhs 2)) d694 d667))
;; <- success
(define-fun d698 () Bool (and d691 (not s10)))
;; <- success
(define-fun d699 () Int (ite (and d698 (= d665 1)) d667 d674))
;; <- success
(define-fun d700 () Int (ite (and d698 (= d665 2)) d667 d675))
;; <- success
(define-fun d701 () Int (ite (and d698 (= d665 3)) d667 d676))
;; <- success
(define-fun d702 () Int (ite (and d698 (= d665 4)) d667 d677))
;; <- success
(define-fun d703 () Int (ite (and d698 (= d665 5)) d667 d678))
;; <- success
(define-fun d704 () Int (ite (and d698 (= d665 6)) d667 d679))
;; <- success
(define-fun d705 () Bool (and (and d691 s10) (= h10_k 2) (= h10_fld 0)))
;; <- success
(define-fun d706 () Int (ite (and d705 (= d693 1)) d692 d699))
;; <- success
(define-fun d707 () Int (ite (and d705 (= d693 2)) d692 d700))
;; <- success
(define-fun d708 () Int (ite (and d705 (= d693 3)) d692 d701))
;; <- success
(define-fun d709 () Int (ite (and d705 (= d693 4)) d692 d702))
;; <- success
(define-fun d710 () Int (ite (and d705 (= d693 5)) d692 d703))
;; <- success
(define-fun d711 () Int (ite (and d705 (= d693 6)) d692 d704))
;; <- success
(define-fun d712 () Int (ite (= i0p_rhs 0) d695 (ite (= i0p_rhs 1) d696 (ite (= i0p_rhs 2) d697 0))))
;; <- success
(define-fun d713 () Int (ite (= i0p_base 0) d695 (ite (= i0p_base 1) d696 d697)))
;; <- success
(define-fun d714 () Bool (and (and t0 (= pos0 4) (= cls0 0)) (not (and (= i0p_nn 1) (= d713 0)))))
;; <- success
(define-fun d715 () Int (ite (= i0p_k 0) d712 (ite (= d713 1) d706 (ite (= d713 2) d707 (ite (= d713 3) d708 (ite (= d713 4) d709 (ite (= d713 5) d710 d711)))))))
;; <- success
(define-fun d716 () Int (ite (= i0n_rhs 0) d668 (ite (= i0n_rhs 1) d669 (ite (= i0n_rhs 2) d670 (ite (= i0n_rhs 3) d671 (ite (= i0n_rhs 4) d672 (ite (= i0n_rhs 5) (- 1) (ite (= i0n_rhs 6) 0 1))))))))
;; <- success
(define-fun d717 () Int (ite (= i0n_base 0) d695 (ite (= i0n_base 1) d696 d697)))
;; <- success
(define-fun d718 () Bool (and (and t0 (= pos0 4) (= cls0 1)) (not (and (= i0n_nn 1) (= d717 0)))))
;; <- success
(define-fun d719 () Int (ite (= i0n_k 0) d716 (ite (= i0n_k 3) (+ d716 (ite (= i0n_add 0) (- 1) (ite (= i0n_add 1) 0 1))) (ite (= d717 1) d681 (ite (= d717 2) d682 (ite (= d717 3) d683 (ite (= d717 4) d684 (ite (= d717 5) d685 d686))))))))
;; <- success
(assert (=> (and d714 (or (= i0p_k 1) (= i0p_k 2))) (and (= i0p_fld 0) (or (= d713 1) (= d713 2) (= d713 3) (= d713 4) (= d713 5) (= d713 6)))))
;; <- success
(assert (=> (and d718 (or (= i0n_k 1) (= i0n_k 2))) (and (= i0n_fld 0) (or (= d717 1) (= d717 2) (= d717 3) (= d717 4) (= d717 5) (= d717 6)))))
;; <- success
(define-fun d720 () Int (ite (and d714 (not (or (= i0p_k 2) (= i0p_k 7))) (= i0p_lhs 0)) d715 d695))
;; <- success
(define-fun d721 () Int (ite (and d714 (not (or (= i0p_k 2) (= i0p_k 7))) (= i0p_lhs 1)) d715 d696))
;; <- success
(define-fun d722 () Int (ite (and d714 (not (or (= i0p_k 2) (= i0p_k 7))) (= i0p_lhs 2)) d715 d697))
;; <- success
(define-fun d723 () Int (ite (and d718 (not (or (= i0n_k 2) (= i0n_k 7))) (= i0n_lhs 0)) d719 d668))
;; <- success
(define-fun d724 () Int (ite (and d718 (not (or (= i0n_k 2) (= i0n_k 7))) (= i0n_lhs 1)) d719 d669))
;; <- success
(define-fun d725 () Int (ite (and d718 (not (or (= i0n_k 2) (= i0n_k 7))) (= i0n_lhs 2)) d719 d670))
;; <- success
(define-fun d726 () Int (ite (and d718 (not (or (= i0n_k 2) (= i0n_k 7))) (= i0n_lhs 3)) d719 d671))
;; <- success
(define-fun d727 () Int (ite (and d718 (not (or (= i0n_k 2) (= i0n_k 7))) (= i0n_lhs 4)) d719 d672))
;; <- success
(define-fun d728 () Bool (and d714 (= i0p_k 2) (= i0p_fld 0)))
;; <- success
(define-fun d729 () Int (ite (and d728 (= d713 1)) d712 d706))
;; <- success
(define-fun d730 () Int (ite (and d728 (= d713 2)) d712 d707))
;; <- success
(define-fun d731 () Int (ite (and d728 (= d713 3)) d712 d708))
;; <- success
(define-fun d732 () Int (ite (and d728 (= d713 4)) d712 d709))
;; <- success
(define-fun d733 () Int (ite (and d728 (= d713 5)) d712 d710))
;; <- success
(define-fun d734 () Int (ite (and d728 (= d713 6)) d712 d711))
;; <- success
(define-fun d735 () Bool (and d718 (= i0n_k 2) (= i0n_fld 0)))
;; <- success
(define-fun d736 () Int (ite (and d735 (= d717 1)) d716 d681))
;; <- success
(define-fun d737 () Int (ite (and d735 (= d717 2)) d716 d682))
;; <- success
(define-fun d738 () Int (ite (and d735 (= d717 3)) d716 d683))
;; <- success
(define-fun d739 () Int (ite (and d735 (= d717 4)) d716 d684))
;; <- success
(define-fun d740 () Int (ite (and d735 (= d717 5)) d716 d685))
;; <- success
(define-fun d741 () Int (ite (and d735 (= d717 6)) d716 d686))
;; <- success
(define-fun d742 () Int (ite (= i0p_rhs 0) d720 (ite (= i0p_rhs 1) d721 (ite (= i0p_rhs 2) d722 0))))
;; <- success
(define-fun d743 () Int (ite (= i0p_base 0) d720 (ite (= i0p_base 1) d721 d722)))
;; <- success
(define-fun d744 () Bool (and (and t0 (= pos0 1) (= cls0 0)) (not (and (= i0p_nn 1) (= d743 0)))))
;; <- success
(define-fun d745 () Int (ite (= i0p_k 0) d742 (ite (= d743 1) d729 (ite (= d743 2) d730 (ite (= d743 3) d731 (ite (= d743 4) d732 (ite (= d743 5) d733 d734)))))))
;; <- success
(define-fun d746 () Int (ite (= i0n_rhs 0) d723 (ite (= i0n_rhs 1) d724 (ite (= i0n_rhs 2) d725 (ite (= i0n_rhs 3) d726 (ite (= i0n_rhs 4) d727 (ite (= i0n_rhs 5) (- 1) (ite (= i0n_rhs 6) 0 1))))))))
;; <- success
(define-fun d747 () Int (ite (= i0n_base 0) d720 (ite (= i0n_base 1) d721 d722)))
;; <- success
(define-fun d748 () Bool (and (and t0 (= pos0 1) (= cls0 1)) (not (and (= i0n_nn 1) (= d747 0)))))
;; <- success
(define-fun d749 () Int (ite (= i0n_k 0) d746 (ite (= i0n_k 3) (+ d746 (ite (= i0n_add 0) (- 1) (ite (= i0n_add 1) 0 1))) (ite (= d747 1) d736 (ite (= d747 2) d737 (ite (= d747 3) d738 (ite (= d747 4) d739 (ite (= d747 5) d740 d741))))))))
;; <- success
(assert (=> (and d744 (or (= i0p_k 1) (= i0p_k 2))) (and (= i0p_fld 0) (or (= d743 1) (= d743 2) (= d743 3) (= d743 4) (= d743 5) (= d743 6)))))
;; <- success
(assert (=> (and d748 (or (= i0n_k 1) (= i0n_k 2))) (and (= i0n_fld 0) (or (= d747 1) (= d747 2) (= d747 3) (= d747 4) (= d747 5) (= d747 6)))))
;; <- success
(define-fun d750 () Int (ite (and d744 (not (or (= i0p_k 2) (= i0p_k 7))) (= i0p_lhs 0)) d745 d720))
;; <- success
(define-fun d751 () Int (ite (and d744 (not (or (= i0p_k 2) (= i0p_k 7))) (= i0p_lhs 1)) d745 d721))
;; <- success
(define-fun d752 () Int (ite (and d744 (not (or (= i0p_k 2) (= i0p_k 7))) (= i0p_lhs 2)) d745 d722))
;; <- success
(define-fun d753 () Int (ite (and d748 (not (or (= i0n_k 2) (= i0n_k 7))) (= i0n_lhs 0)) d749 d723))
;; <- success
(define-fun d754 () Int (ite (and d748 (not (or (= i0n_k 2) (= i0n_k 7))) (= i0n_lhs 1)) d749 d724))
;; <- success
(define-fun d755 () Int (ite (and d748 (not (or (= i0n_k 2) (= i0n_k 7))) (= i0n_lhs 2)) d749 d725))
;; <- success
(define-fun d756 () Int (ite (and d748 (not (or (= i0n_k 2) (= i0n_k 7))) (= i0n_lhs 3)) d749 d726))
;; <- success
(define-fun d757 () Int (ite (and d748 (not (or (= i0n_k 2) (= i0n_k 7))) (= i0n_lhs 4)) d749 d727))
;; <- success
(define-fun d758 () Bool (and d744 (= i0p_k 2) (= i0p_fld 0)))
;; <- success
(define-fun d759 () Int (ite (and d758 (= d743 1)) d742 d729))
;; <- success
(define-fun d760 () Int (ite (and d758 (= d743 2)) d742 d730))
;; <- success
(define-fun d761 () Int (ite (and d758 (= d743 3)) d742 d731))
;; <- success
(define-fun d762 () Int (ite (and d758 (= d743 4)) d742 d732))
;; <- success
(define-fun d763 () Int (ite (and d758 (= d743 5)) d742 d733))
;; <- success
(define-fun d764 () Int (ite (and d758 (= d743 6)) d742 d734))
;; <- success
(define-fun d765 () Bool (and d748 (= i0n_k 2) (= i0n_fld 0)))
;; <- success
(define-fun d766 () Int (ite (and d765 (= d747 1)) d746 d736))
;; <- success
(define-fun d767 () Int (ite (and d765 (= d747 2)) d746 d737))
;; <- success
(define-fun d768 () Int (ite (and d765 (= d747 3)) d746 d738))
;; <- success
(define-fun d769 () Int (ite (and d765 (= d747 4)) d746 d739))
;; <- success
(define-fun d770 () Int (ite (and d765 (= d747 5)) d746 d740))
;; <- success
(define-fun d771 () Int (ite (and d765 (= d747 6)) d746 d741))
;; <- success
(define-fun d772 () Int (ite (= g11_x 0) d750 (ite (= g11_x 1) d751 d752)))
;; <- success
(define-fun d773 () Int (ite (= g11_y 0) d750 (ite (= g11_y 1) d751 (ite (= g11_y 2) d752 0))))
;; <- success
(define-fun d774 () Int (ite (= g11_x 0) d753 (ite (= g11_x 1) d754 (ite (= g11_x 2) d755 (ite (= g11_x 3) d756 d757)))))
;; <- success
(define-fun d775 () Int (ite (= g11_y 0) d753 (ite (= g11_y 1) d754 (ite (= g11_y 2) d755 (ite (= g11_y 3) d756 (ite (= g11_y 4) d757 (ite (= g11_y 5) (- 1) (ite (= g11_y 6) 0 1))))))))
;; <- success
(define-fun d776 () Bool (ite r11 (ite g11_del false (ite g11_ptr (ite (= g11_op 0) (= d772 d773) (distinct d772 d773)) (ite (= g11_op 0) (= d774 d775) (ite (= g11_op 1) (distinct d774 d775) (ite (= g11_op 2) (< d774 d775) (ite (= g11_op 3) (<= d774 d775) (ite (= g11_op 4) (> d774 d775) (>= d774 d775)))))))) true))
;; <- success
(define-fun d777 () Int (ite (= h11_rhs 0) d753 (ite (= h11_rhs 1) d754 (ite (= h11_rhs 2) d755 (ite (= h11_rhs 3) d756 (ite (= h11_rhs 4) d757 (ite (= h11_rhs 5) (- 1) (ite (= h11_rhs 6) 0 1))))))))
;; <- success
(define-fun d778 () Int (ite (= h11_base 0) d750 (ite (= h11_base 1) d751 d752)))
;; <- success
(define-fun d779 () Int (ite (= h11_at 0) (ite (= h11_to 0) (+ d753 d755) (ite (= h11_to 1) (+ d754 d755) (ite (= h11_to 2) (+ d755 d755) (ite (= h11_to 3) (+ d756 d755) (+ d757 d755))))) (ite (= h11_to 0) (+ d756 d753) (ite (= h11_to 1) (+ d756 d754) (ite (= h11_to 2) (+ d756 d755) (ite (= h11_to 3) (+ d756 d756) (+ d756 d757)))))))
;; <- success
(define-fun d780 () Int (ite (= h11_k 9) d779 (ite (= h11_k 5) (+ d756 d755) (ite (= h11_k 0) d777 (ite (= h11_k 3) (+ d777 (ite (= h11_add 0) (- 1) (ite (= h11_add 1) 0 1))) (ite (= d778 1) d766 (ite (= d778 2) d767 (ite (= d778 3) d768 (ite (= d778 4) d769 (ite (= d778 5) d770 d771))))))))))
;; <- success
(assert (=> (and (and d776 s11) (or (= h11_k 1) (= h11_k 2))) (and (= h11_fld 0) (or (= d778 1) (= d778 2) (= d778 3) (= d778 4) (= d778 5) (= d778 6)))))
;; <- success
(define-fun d781 () Int (ite (and d776 (not s11)) (+ d756 d755) d755))
;; <- success
(define-fun d782 () Int (ite (and (and d776 s11) (not (or (= h11_k 2) (= h11_k 7))) (= h11_lhs 0)) d780 d753))
;; <- success
(define-fun d783 () Int (ite (and (and d776 s11) (not (or (= h11_k 2) (= h11_k 7))) (= h11_lhs 1)) d780 d754))
;; <- success
(define-fun d784 () Int (ite (and (and d776 s11) (not (or (= h11_k 2) (= h11_k 7))) (= h11_lhs 2)) d780 d781))
;; <- success
(define-fun d785 () Int (ite (and (and d776 s11) (not (or (= h11_k 2) (= h11_k 7))) (= h11_lhs 3)) d780 d756))
;; <- success
(define-fun d786 () Int (ite (and (and d776 s11) (not (or (= h11_k 2) (= h11_k 7))) (= h11_lhs 4)) d780 d757))
;; <- success
(define-fun d787 () Bool (and (and d776 s11) (= h11_k 2) (= h11_fld 0)))
;; <- success
(define-fun d788 () Int (ite (and d787 (= d778 1)) d777 d766))
;; <- success
(define-fun d789 () Int (ite (and d787 (= d778 2)) d777 d767))
;; <- success
(define-fun d790 () Int (ite (and d787 (= d778 3)) d777 d768))
;; <- success
(define-fun d791 () Int (ite (and d787 (= d778 4)) d777 d769))
;; <- success
(define-fun d792 () Int (ite (and d787 (= d778 5)) d777 d770))
;; <- success
(define-fun d793 () Int (ite (and d787 (= d778 6)) d777 d771))
;; <- success
(define-fun d794 () Int (ite (= i0p_rhs 0) d750 (ite (= i0p_rhs 1) d751 (ite (= i0p_rhs 2) d752 0))))
;; <- success
(define-fun d795 () Int (ite (= i0p_base 0) d750 (ite (= i0p_base 1) d751 d752)))
;; <- success
(define-fun d796 () Bool (and (and t0 (= pos0 2) (= cls0 0)) (not (and (= i0p_nn 1) (= d795 0)))))
;; <- success
(define-fun d797 () Int (ite (= i0p_k 0) d794 (ite (= d795 1) d759 (ite (= d795 2) d760 (ite (= d795 3) d761 (ite (= d795 4) d762 (ite (= d795 5) d763 d764)))))))
;; <- success
(define-fun d798 () Int (ite (= i0n_rhs 0) d782 (ite (= i0n_rhs 1) d783 (ite (= i0n_rhs 2) d784 (ite (= i0n_rhs 3) d785 (ite (= i0n_rhs 4) d786 (ite (= i0n_rhs 5) (- 1) (ite (= i0n_rhs 6) 0 1))))))))
;; <- success
(define-fun d799 () Int (ite (= i0n_base 0) d750 (ite (= i0n_base 1) d751 d752)))
;; <- success
(define-fun d800 () Bool (and (and t0 (= pos0 2) (= cls0 1)) (not (and (= i0n_nn 1) (= d799 0)))))
;; <- success
(define-fun d801 () Int (ite (= i0n_k 0) d798 (ite (= i0n_k 3) (+ d798 (ite (= i0n_add 0) (- 1) (ite (= i0n_add 1) 0 1))) (ite (= d799 1) d788 (ite (= d799 2) d789 (ite (= d799 3) d790 (ite (= d799 4) d791 (ite (= d799 5) d792 d793))))))))
;; <- success
(assert (=> (and d796 (or (= i0p_k 1) (= i0p_k 2))) (and (= i0p_fld 0) (or (= d795 1) (= d795 2) (= d795 3) (= d795 4) (= d795 5) (= d795 6)))))
;; <- success
(assert (=> (and d800 (or (= i0n_k 1) (= i0n_k 2))) (and (= i0n_fld 0) (or (= d799 1) (= d799 2) (= d799 3) (= d799 4) (= d799 5) (= d799 6)))))
;; <- success
(define-fun d802 () Int (ite (and d796 (not (or (= i0p_k 2) (= i0p_k 7))) (= i0p_lhs 0)) d797 d750))
;; <- success
(define-fun d803 () Int (ite (and d796 (not (or (= i0p_k 2) (= i0p_k 7))) (= i0p_lhs 1)) d797 d751))
;; <- success
(define-fun d804 () Int (ite (and d796 (not (or (= i0p_k 2) (= i0p_k 7))) (= i0p_lhs 2)) d797 d752))
;; <- success
(define-fun d805 () Int (ite (and d800 (not (or (= i0n_k 2) (= i0n_k 7))) (= i0n_lhs 0)) d801 d782))
;; <- success
(define-fun d806 () Int (ite (and d800 (not (or (= i0n_k 2) (= i0n_k 7))) (= i0n_lhs 1)) d801 d783))
;; <- success
(define-fun d807 () Int (ite (and d800 (not (or (= i0n_k 2) (= i0n_k 7))) (= i0n_lhs 2)) d801 d784))
;; <- success
(define-fun d808 () Int (ite (and d800 (not (or (= i0n_k 2) (= i0n_k 7))) (= i0n_lhs 3)) d801 d785))
;; <- success
(define-fun d809 () Int (ite (and d800 (not (or (= i0n_k 2) (= i0n_k 7))) (= i0n_lhs 4)) d801 d786))
;; <- success
(define-fun d810 () Bool (and d796 (= i0p_k 2) (= i0p_fld 0)))
;; <- success
(define-fun d811 () Int (ite (and d810 (= d795 1)) d794 d759))
;; <- success
(define-fun d812 () Int (ite (and d810 (= d795 2)) d794 d760))
;; <- success
(define-fun d813 () Int (ite (and d810 (= d795 3)) d794 d761))
;; <- success
(define-fun d814 () Int (ite (and d810 (= d795 4)) d794 d762))
;; <- success
(define-fun d815 () Int (ite (and d810 (= d795 5)) d794 d763))
;; <- success
(define-fun d816 () Int (ite (and d810 (= d795 6)) d794 d764))
;; <- success
(define-fun d817 () Bool (and d800 (= i0n_k 2) (= i0n_fld 0)))
;; <- success
(define-fun d818 () Int (ite (and d817 (= d799 1)) d798 d788))
;; <- success
(define-fun d819 () Int (ite (and d817 (= d799 2)) d798 d789))
;; <- success
(define-fun d820 () Int (ite (and d817 (= d799 3)) d798 d790))
;; <- success
(define-fun d821 () Int (ite (and d817 (= d799 4)) d798 d791))
;; <- success
(define-fun d822 () Int (ite (and d817 (= d799 5)) d798 d792))
;; <- success
(define-fun d823 () Int (ite (and d817 (= d799 6)) d798 d793))
;; <- success
(define-fun d824 () Int (+ d809 1))
;; <- success
(assert (= d805 6))
;; <- success
(assert (= d804 6))
;; <- success
(assert (= d802 1))
;; <- success
(assert (= d824 6))
;; <- success
(assert (= d806 10))
;; <- success
(assert (= d807 (- 2)))
;; <- success
(assert (= d803 6))
;; <- success
(assert (= d808 (- 2)))
;; <- success
(assert (= d818 10))
;; <- success
(assert (= d811 2))
;; <- success
(assert (= d819 8))
;; <- success
(assert (= d812 3))
;; <- success
(assert (= d820 6))
;; <- success
(assert (= d813 4))
;; <- success
(assert (= d821 4))
;; <- success
(assert (= d814 5))
;; <- success
(assert (= d822 2))
;; <- success
(assert (= d815 6))
;; <- success
(assert (= d823 0))
;; <- success
(define-fun d825 () Bool (< d824 d805))
;; <- success
(assert (not d825))
;; <- success
(define-fun d826 () Bool (not (= d803 0)))
;; <- success
(assert d826)
;; <- success
(assert (=> d826 (or (= d803 1) (= d803 2) (= d803 3) (= d803 4) (= d803 5) (= d803 6))))
;; <- success
(define-fun d827 () Int (ite (and d826 (= d803 1)) d802 d811))
;; <- success
(define-fun d828 () Int (ite (and d826 (= d803 2)) d802 d812))
;; <- success
(define-fun d829 () Int (ite (and d826 (= d803 3)) d802 d813))
;; <- success
(define-fun d830 () Int (ite (and d826 (= d803 4)) d802 d814))
;; <- success
(define-fun d831 () Int (ite (and d826 (= d803 5)) d802 d815))
;; <- success
(define-fun d832 () Int (ite (and d826 (= d803 6)) d802 d816))
;; <- success
(assert (= d805 6))
;; <- success
(assert (= d804 6))
;; <- success
(assert (= d802 1))
;; <- success
(assert (= d824 6))
;; <- success
(assert (= d802 1))
;; <- success
(assert (= d806 10))
;; <- success
(assert (= d807 (- 2)))
;; <- success
(assert (= d803 6))
;; <- success
(assert (= d808 (- 2)))
;; <- success
(assert (= d818 10))
;; <- success
(assert (= d827 2))
;; <- success
(assert (= d819 8))
;; <- success
(assert (= d828 3))
;; <- success
(assert (= d820 6))
;; <- success
(assert (= d829 4))
;; <- success
(assert (= d821 4))
;; <- success
(assert (= d830 5))
;; <- success
(assert (= d822 2))
;; <- success
(assert (= d831 6))
;; <- success
(assert (= d823 0))
;; <- success
(assert (= d832 1))
;; <- success
(declare-const u833 Bool)
;; <- success
(declare-const u834 Bool)
;; <- success
(declare-const u835 Bool)
;; <- success
(declare-const u836 Int)
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
(define-fun d837 () Bool (< 0 2))
;; <- success
(assert d837)
;; <- success
(assert (=> true true))
;; <- success
(define-fun d838 () Bool (= 0 0))
;; <- success
(assert d838)
;; <- success
(define-fun d839 () Int (ite d838 1 0))
;; <- success
(define-fun d840 () Int (ite (= i0p_rhs 0) d839 (ite (= i0p_rhs 1) 0 (ite (= i0p_rhs 2) 1 0))))
;; <- success
(define-fun d841 () Int (ite (= i0p_base 0) d839 (ite (= i0p_base 1) 0 1)))
;; <- success
(define-fun d842 () Bool (and (and t0 (= pos0 0) (= cls0 0)) (not (and (= i0p_nn 1) (= d841 0)))))
;; <- success
(define-fun d843 () Int (ite (= i0p_k 0) d840 (- 1)))
;; <- success
(define-fun d844 () Int (ite (= i0n_rhs 0) 2 (ite (= i0n_rhs 1) 0 (ite (= i0n_rhs 2) 7 (ite (= i0n_rhs 3) 0 (ite (= i0n_rhs 4) 0 (ite (= i0n_rhs 5) (- 1) (ite (= i0n_rhs 6) 0 1))))))))
;; <- success
(define-fun d845 () Int (ite (= i0n_base 0) d839 (ite (= i0n_base 1) 0 1)))
;; <- success
(define-fun d846 () Bool (and (and t0 (= pos0 0) (= cls0 1)) (not (and (= i0n_nn 1) (= d845 0)))))
;; <- success
(define-fun d847 () Int (ite (= i0n_k 0) d844 (ite (= i0n_k 3) (+ d844 (ite (= i0n_add 0) (- 1) (ite (= i0n_add 1) 0 1))) 0)))
;; <- success
(assert (=> (and d842 (or (= i0p_k 1) (= i0p_k 2))) (and (= i0p_fld 0) (= d841 1))))
;; <- success
(assert (=> (and d846 (or (= i0n_k 1) (= i0n_k 2))) (and (= i0n_fld 0) (= d845 1))))
;; <- success
(define-fun d848 () Int (ite (and d842 (not (or (= i0p_k 2) (= i0p_k 7))) (= i0p_lhs 0)) d843 d839))
;; <- success
(define-fun d849 () Int (ite (and d842 (not (or (= i0p_k 2) (= i0p_k 7))) (= i0p_lhs 1)) d843 0))
;; <- success
(define-fun d850 () Int (ite (and d842 (not (or (= i0p_k 2) (= i0p_k 7))) (= i0p_lhs 2)) d843 1))
;; <- success
(define-fun d851 () Int (ite (and d846 (not (or (= i0n_k 2) (= i0n_k 7))) (= i0n_lhs 0)) d847 2))
;; <- success
(define-fun d852 () Int (ite (and d846 (not (or (= i0n_k 2) (= i0n_k 7))) (= i0n_lhs 1)) d847 0))
;; <- success
(define-fun d853 () Int (ite (and d846 (not (or (= i0n_k 2) (= i0n_k 7))) (= i0n_lhs 2)) d847 7))
;; <- success
(define-fun d854 () Int (ite (and d846 (not (or (= i0n_k 2) (= i0n_k 7))) (= i0n_lhs 3)) d847 0))
;; <- success
(define-fun d855 () Int (ite (and d846 (not (or (= i0n_k 2) (= i0n_k 7))) (= i0n_lhs 4)) d847 0))
;; <- success
(define-fun d856 () Int (ite (and (and d842 (= i0p_k 2) (= i0p_fld 0)) (= d841 1)) d840 (- 1)))
;; <- success
(define-fun d857 () Int (ite (and (and d846 (= i0n_k 2) (= i0n_fld 0)) (= d845 1)) d844 0))
;; <- success
(define-fun d858 () Int (ite (= i0p_rhs 0) d848 (ite (= i0p_rhs 1) d849 (ite (= i0p_rhs 2) d850 0))))
;; <- success
(define-fun d859 () Int (ite (= i0p_base 0) d848 (ite (= i0p_base 1) d849 d850)))
;; <- success
(define-fun d860 () Bool (and (and t0 (= pos0 1) (= cls0 0)) (not (and (= i0p_nn 1) (= d859 0)))))
;; <- success
(define-fun d861 () Int (ite (= i0p_k 0) d858 d856))
;; <- success
(define-fun d862 () Int (ite (= i0n_rhs 0) d851 (ite (= i0n_rhs 1) d852 (ite (= i0n_rhs 2) d853 (ite (= i0n_rhs 3) d854 (ite (= i0n_rhs 4) d855 (ite (= i0n_rhs 5) (- 1) (ite (= i0n_rhs 6) 0 1))))))))
;; <- success
(define-fun d863 () Int (ite (= i0n_base 0) d848 (ite (= i0n_base 1) d849 d850)))
;; <- success
(define-fun d864 () Bool (and (and t0 (= pos0 1) (= cls0 1)) (not (and (= i0n_nn 1) (= d863 0)))))
;; <- success
(define-fun d865 () Int (ite (= i0n_k 0) d862 (ite (= i0n_k 3) (+ d862 (ite (= i0n_add 0) (- 1) (ite (= i0n_add 1) 0 1))) d857)))
;; <- success
(assert (=> (and d860 (or (= i0p_k 1) (= i0p_k 2))) (and (= i0p_fld 0) (= d859 1))))
;; <- success
(assert (=> (and d864 (or (= i0n_k 1) (= i0n_k 2))) (and (= i0n_fld 0) (= d863 1))))
;; <- success
(define-fun d866 () Int (ite (and d860 (not (or (= i0p_k 2) (= i0p_k 7))) (= i0p_lhs 0)) d861 d848))
;; <- success
(define-fun d867 () Int (ite (and d860 (not (or (= i0p_k 2) (= i0p_k 7))) (= i0p_lhs 1)) d861 d849))
;; <- success
(define-fun d868 () Int (ite (and d860 (not (or (= i0p_k 2) (= i0p_k 7))) (= i0p_lhs 2)) d861 d850))
;; <- success
(define-fun d869 () Int (ite (and d864 (not (or (= i0n_k 2) (= i0n_k 7))) (= i0n_lhs 0)) d865 d851))
;; <- success
(define-fun d870 () Int (ite (and d864 (not (or (= i0n_k 2) (= i0n_k 7))) (= i0n_lhs 1)) d865 d852))
;; <- success
(define-fun d871 () Int (ite (and d864 (not (or (= i0n_k 2) (= i0n_k 7))) (= i0n_lhs 2)) d865 d853))
;; <- success
(define-fun d872 () Int (ite (and d864 (not (or (= i0n_k 2) (= i0n_k 7))) (= i0n_lhs 3)) d865 d854))
;; <- success
(define-fun d873 () Int (ite (and d864 (not (or (= i0n_k 2) (= i0n_k 7))) (= i0n_lhs 4)) d865 d855))
;; <- success
(define-fun d874 () Int (ite (and (and d860 (= i0p_k 2) (= i0p_fld 0)) (= d859 1)) d858 d856))
;; <- success
(define-fun d875 () Int (ite (and (and d864 (= i0n_k 2) (= i0n_fld 0)) (= d863 1)) d862 d857))
;; <- success
(define-fun d876 () Int (ite (= g11_x 0) d866 (ite (= g11_x 1) d867 d868)))
;; <- success
(define-fun d877 () Int (ite (= g11_y 0) d866 (ite (= g11_y 1) d867 (ite (= g11_y 2) d868 0))))
;; <- success
(define-fun d878 () Int (ite (= g11_x 0) d869 (ite (= g11_x 1) d870 (ite (= g11_x 2) d871 (ite (= g11_x 3) d872 d873)))))
;; <- success
(define-fun d879 () Int (ite (= g11_y 0) d869 (ite (= g11_y 1) d870 (ite (= g11_y 2) d871 (ite (= g11_y 3) d872 (ite (= g11_y 4) d873 (ite (= g11_y 5) (- 1) (ite (= g11_y 6) 0 1))))))))
;; <- success
(define-fun d880 () Bool (ite r11 (ite g11_del false (ite g11_ptr (ite (= g11_op 0) (= d876 d877) (distinct d876 d877)) (ite (= g11_op 0) (= d878 d879) (ite (= g11_op 1) (distinct d878 d879) (ite (= g11_op 2) (< d878 d879) (ite (= g11_op 3) (<= d878 d879) (ite (= g11_op 4) (> d878 d879) (>= d878 d879)))))))) true))
;; <- success
(define-fun d881 () Int (ite (= h11_rhs 0) d869 (ite (= h11_rhs 1) d870 (ite (= h11_rhs 2) d871 (ite (= h11_rhs 3) d872 (ite (= h11_rhs 4) d873 (ite (= h11_rhs 5) (- 1) (ite (= h11_rhs 6) 0 1))))))))
;; <- success
(define-fun d882 () Int (ite (= h11_base 0) d866 (ite (= h11_base 1) d867 d868)))
;; <- success
(define-fun d883 () Int (ite (= h11_at 0) (ite (= h11_to 0) (+ d869 d871) (ite (= h11_to 1) (+ d870 d871) (ite (= h11_to 2) (+ d871 d871) (ite (= h11_to 3) (+ d872 d871) (+ d873 d871))))) (ite (= h11_to 0) (+ d872 d869) (ite (= h11_to 1) (+ d872 d870) (ite (= h11_to 2) (+ d872 d871) (ite (= h11_to 3) (+ d872 d872) (+ d872 d873)))))))
;; <- success
(define-fun d884 () Int (ite (= h11_k 9) d883 (ite (= h11_k 5) (+ d872 d871) (ite (= h11_k 0) d881 (ite (= h11_k 3) (+ d881 (ite (= h11_add 0) (- 1) (ite (= h11_add 1) 0 1))) d875)))))
;; <- success
(assert (=> (and (and d880 s11) (or (= h11_k 1) (= h11_k 2))) (and (= h11_fld 0) (= d882 1))))
;; <- success
(define-fun d885 () Int (ite (and d880 (not s11)) (+ d872 d871) d871))
;; <- success
(define-fun d886 () Int (ite (and (and d880 s11) (not (or (= h11_k 2) (= h11_k 7))) (= h11_lhs 0)) d884 d869))
;; <- success
(define-fun d887 () Int (ite (and (and d880 s11) (not (or (= h11_k 2) (= h11_k 7))) (= h11_lhs 1)) d884 d870))
;; <- success
(define-fun d888 () Int (ite (and (and d880 s11) (not (or (= h11_k 2) (= h11_k 7))) (= h11_lhs 2)) d884 d885))
;; <- success
(define-fun d889 () Int (ite (and (and d880 s11) (not (or (= h11_k 2) (= h11_k 7))) (= h11_lhs 3)) d884 d872))
;; <- success
(define-fun d890 () Int (ite (and (and d880 s11) (not (or (= h11_k 2) (= h11_k 7))) (= h11_lhs 4)) d884 d873))
;; <- success
(define-fun d891 () Int (ite (and (and (and d880 s11) (= h11_k 2) (= h11_fld 0)) (= d882 1)) d881 d875))
;; <- success
(define-fun d892 () Int (ite (= i0p_rhs 0) d866 (ite (= i0p_rhs 1) d867 (ite (= i0p_rhs 2) d868 0))))
;; <- success
(define-fun d893 () Int (ite (= i0p_base 0) d866 (ite (= i0p_base 1) d867 d868)))
;; <- success
(define-fun d894 () Bool (and (and t0 (= pos0 2) (= cls0 0)) (not (and (= i0p_nn 1) (= d893 0)))))
;; <- success
(define-fun d895 () Int (ite (= i0p_k 0) d892 d874))
;; <- success
(define-fun d896 () Int (ite (= i0n_rhs 0) d886 (ite (= i0n_rhs 1) d887 (ite (= i0n_rhs 2) d888 (ite (= i0n_rhs 3) d889 (ite (= i0n_rhs 4) d890 (ite (= i0n_rhs 5) (- 1) (ite (= i0n_rhs 6) 0 1))))))))
;; <- success
(define-fun d897 () Int (ite (= i0n_base 0) d866 (ite (= i0n_base 1) d867 d868)))
;; <- success
(define-fun d898 () Bool (and (and t0 (= pos0 2) (= cls0 1)) (not (and (= i0n_nn 1) (= d897 0)))))
;; <- success
(define-fun d899 () Int (ite (= i0n_k 0) d896 (ite (= i0n_k 3) (+ d896 (ite (= i0n_add 0) (- 1) (ite (= i0n_add 1) 0 1))) d891)))
;; <- success
(assert (=> (and d894 (or (= i0p_k 1) (= i0p_k 2))) (and (= i0p_fld 0) (= d893 1))))
;; <- success
(assert (=> (and d898 (or (= i0n_k 1) (= i0n_k 2))) (and (= i0n_fld 0) (= d897 1))))
;; <- success
(define-fun d900 () Int (ite (and d894 (not (or (= i0p_k 2) (= i0p_k 7))) (= i0p_lhs 0)) d895 d866))
;; <- success
(define-fun d901 () Int (ite (and d894 (not (or (= i0p_k 2) (= i0p_k 7))) (= i0p_lhs 1)) d895 d867))
;; <- success
(define-fun d902 () Int (ite (and d894 (not (or (= i0p_k 2) (= i0p_k 7))) (= i0p_lhs 2)) d895 d868))
;; <- success
(define-fun d903 () Int (ite (and d898 (not (or (= i0n_k 2) (= i0n_k 7))) (= i0n_lhs 0)) d899 d886))
;; <- success
(define-fun d904 () Int (ite (and d898 (not (or (= i0n_k 2) (= i0n_k 7))) (= i0n_lhs 1)) d899 d887))
;; <- success
(define-fun d905 () Int (ite (and d898 (not (or (= i0n_k 2) (= i0n_k 7))) (= i0n_lhs 2)) d899 d888))
;; <- success
(define-fun d906 () Int (ite (and d898 (not (or (= i0n_k 2) (= i0n_k 7))) (= i0n_lhs 3)) d899 d889))
;; <- success
(define-fun d907 () Int (ite (and d898 (not (or (= i0n_k 2) (= i0n_k 7))) (= i0n_lhs 4)) d899 d890))
;; <- success
(define-fun d908 () Int (ite (and (and d894 (= i0p_k 2) (= i0p_fld 0)) (= d893 1)) d892 d874))
;; <- success
(define-fun d909 () Int (ite (and (and d898 (= i0n_k 2) (= i0n_fld 0)) (= d897 1)) d896 d891))
;; <- success
(define-fun d910 () Int (+ d907 1))
;; <- success
(assert (= d903 2))
;; <- success
(assert (= d902 1))
;; <- success
(assert (= d900 1))
;; <- success
(assert (= d910 1))
;; <- success
(assert (= d904 0))
;; <- success
(assert (= d905 7))
;; <- success
(assert (= d901 1))
;; <- success
(assert (= d906 7))
;; <- success
(assert (= d909 0))
;; <- success
(define-fun d911 () Bool (< d910 d903))
;; <- success
(assert d911)
;; <- success
(assert (=> true true))
;; <- success
(define-fun d912 () Bool (= d900 0))
;; <- success
(assert (not d912))
;; <- success
(define-fun d913 () Int (ite (= i0p_rhs 0) d900 (ite (= i0p_rhs 1) d901 (ite (= i0p_rhs 2) 2 0))))
;; <- success
(define-fun d914 () Int (ite (= i0p_base 0) d900 (ite (= i0p_base 1) d901 2)))
;; <- success
(define-fun d915 () Bool (and (and t0 (= pos0 3) (= cls0 0)) (not (and (= i0p_nn 1) (= d914 0)))))
;; <- success
(define-fun d916 () Int (ite (= i0p_k 0) d913 (ite (= d914 1) d908 (- 1))))
;; <- success
(define-fun d917 () Int (ite (= i0n_rhs 0) d903 (ite (= i0n_rhs 1) d904 (ite (= i0n_rhs 2) d905 (ite (= i0n_rhs 3) d906 (ite (= i0n_rhs 4) d910 (ite (= i0n_rhs 5) (- 1) (ite (= i0n_rhs 6) 0 1))))))))
;; <- success
(define-fun d918 () Int (ite (= i0n_base 0) d900 (ite (= i0n_base 1) d901 2)))
;; <- success
(define-fun d919 () Bool (and (and t0 (= pos0 3) (= cls0 1)) (not (and (= i0n_nn 1) (= d918 0)))))
;; <- success
(define-fun d920 () Int (ite (= i0n_k 0) d917 (ite (= i0n_k 3) (+ d917 (ite (= i0n_add 0) (- 1) (ite (= i0n_add 1) 0 1))) (ite (= d918 1) d909 d906))))
;; <- success
(assert (=> (and d915 (or (= i0p_k 1) (= i0p_k 2))) (and (= i0p_fld 0) (or (= d914 1) (= d914 2)))))
;; <- success
(assert (=> (and d919 (or (= i0n_k 1) (= i0n_k 2))) (and (= i0n_fld 0) (or (= d918 1) (= d918 2)))))
;; <- success
(define-fun d921 () Int (ite (and d915 (not (or (= i0p_k 2) (= i0p_k 7))) (= i0p_lhs 0)) d916 d900))
;; <- success
(define-fun d922 () Int (ite (and d915 (not (or (= i0p_k 2) (= i0p_k 7))) (= i0p_lhs 1)) d916 d901))
;; <- success
(define-fun d923 () Int (ite (and d915 (not (or (= i0p_k 2) (= i0p_k 7))) (= i0p_lhs 2)) d916 2))
;; <- success
(define-fun d924 () Int (ite (and d919 (not (or (= i0n_k 2) (= i0n_k 7))) (= i0n_lhs 0)) d920 d903))
;; <- success
(define-fun d925 () Int (ite (and d919 (not (or (= i0n_k 2) (= i0n_k 7))) (= i0n_lhs 1)) d920 d904))
;; <- success
(define-fun d926 () Int (ite (and d919 (not (or (= i0n_k 2) (= i0n_k 7))) (= i0n_lhs 2)) d920 d905))
;; <- success
(define-fun d927 () Int (ite (and d919 (not (or (= i0n_k 2) (= i0n_k 7))) (= i0n_lhs 3)) d920 d906))
;; <- success
(define-fun d928 () Int (ite (and d919 (not (or (= i0n_k 2) (= i0n_k 7))) (= i0n_lhs 4)) d920 d910))
;; <- success
(define-fun d929 () Bool (and d915 (= i0p_k 2) (= i0p_fld 0)))
;; <- success
(define-fun d930 () Int (ite (and d929 (= d914 1)) d913 d908))
;; <- success
(define-fun d931 () Int (ite (and d929 (= d914 2)) d913 (- 1)))
;; <- success
(define-fun d932 () Bool (and d919 (= i0n_k 2) (= i0n_fld 0)))
;; <- success
(define-fun d933 () Int (ite (and d932 (= d918 1)) d917 d909))
;; <- success
(define-fun d934 () Int (ite (and d932 (= d918 2)) d917 d906))
;; <- success
(define-fun d935 () Int (ite (= g10_x 0) d921 (ite (= g10_x 1) d922 d923)))
;; <- success
(define-fun d936 () Int (ite (= g10_y 0) d921 (ite (= g10_y 1) d922 (ite (= g10_y 2) d923 0))))
;; <- success
(define-fun d937 () Int (ite (= g10_x 0) d924 (ite (= g10_x 1) d925 (ite (= g10_x 2) d926 (ite (= g10_x 3) d927 d928)))))
;; <- success
(define-fun d938 () Int (ite (= g10_y 0) d924 (ite (= g10_y 1) d925 (ite (= g10_y 2) d926 (ite (= g10_y 3) d927 (ite (= g10_y 4) d928 (ite (= g10_y 5) (- 1) (ite (= g10_y 6) 0 1))))))))
;; <- success
(define-fun d939 () Bool (ite r10 (ite g10_del false (and (not d912) (ite g10_ptr (ite (= g10_op 0) (= d935 d936) (distinct d935 d936)) (ite (= g10_op 0) (= d937 d938) (ite (= g10_op 1) (distinct d937 d938) (ite (= g10_op 2) (< d937 d938) (ite (= g10_op 3) (<= d937 d938) (ite (= g10_op 4) (> d937 d938) (>= d937 d938))))))))) (not d912)))
;; <- success
(define-fun d940 () Int (ite (= h10_rhs 0) d921 (ite (= h10_rhs 1) d922 (ite (= h10_rhs 2) d923 0))))
;; <- success
(define-fun d941 () Int (ite (= h10_base 0) d921 (ite (= h10_base 1) d922 d923)))
;; <- success
(define-fun d942 () Int (ite (= h10_k 0) d940 (ite (= d941 1) d930 d931)))
;; <- success
(assert (=> (and d939 (not s10)) (or (= d921 1) (= d921 2))))
;; <- success
(assert (=> (and (and d939 s10) (or (= h10_k 1) (= h10_k 2) (= h10_k 5))) (and (= h10_fld 0) (or (= d941 1) (= d941 2)))))
;; <- success
(define-fun d943 () Int (ite (and (and d939 s10) (not (or (= h10_k 2) (= h10_k 7) (= h10_k 5))) (= h10_lhs 0)) d942 d921))
;; <- success
(define-fun d944 () Int (ite (and (and d939 s10) (not (or (= h10_k 2) (= h10_k 7) (= h10_k 5))) (= h10_lhs 1)) d942 d922))
;; <- success
(define-fun d945 () Int (ite (and (and d939 s10) (not (or (= h10_k 2) (= h10_k 7) (= h10_k 5))) (= h10_lhs 2)) d942 d923))
;; <- success
(define-fun d946 () Bool (and d939 (not s10)))
;; <- success
(define-fun d947 () Int (ite (and d946 (= d921 1)) d923 d930))
;; <- success
(define-fun d948 () Int (ite (and d946 (= d921 2)) d923 d931))
;; <- success
(define-fun d949 () Bool (and (and d939 s10) (= h10_k 2) (= h10_fld 0)))
;; <- success
(define-fun d950 () Int (ite (and d949 (= d941 1)) d940 d947))
;; <- success
(define-fun d951 () Int (ite (and d949 (= d941 2)) d940 d948))
;; <- success
(define-fun d952 () Int (ite (= i0p_rhs 0) d943 (ite (= i0p_rhs 1) d944 (ite (= i0p_rhs 2) d945 0))))
;; <- success
(define-fun d953 () Int (ite (= i0p_base 0) d943 (ite (= i0p_base 1) d944 d945)))
;; <- success
(define-fun d954 () Bool (and (and t0 (= pos0 4) (= cls0 0)) (not (and (= i0p_nn 1) (= d953 0)))))
;; <- success
(define-fun d955 () Int (ite (= i0p_k 0) d952 (ite (= d953 1) d950 d951)))
;; <- success
(define-fun d956 () Int (ite (= i0n_rhs 0) d924 (ite (= i0n_rhs 1) d925 (ite (= i0n_rhs 2) d926 (ite (= i0n_rhs 3) d927 (ite (= i0n_rhs 4) d928 (ite (= i0n_rhs 5) (- 1) (ite (= i0n_rhs 6) 0 1))))))))
;; <- success
(define-fun d957 () Int (ite (= i0n_base 0) d943 (ite (= i0n_base 1) d944 d945)))
;; <- success
(define-fun d958 () Bool (and (and t0 (= pos0 4) (= cls0 1)) (not (and (= i0n_nn 1) (= d957 0)))))
;; <- success
(define-fun d959 () Int (ite (= i0n_k 0) d956 (ite (= i0n_k 3) (+ d956 (ite (= i0n_add 0) (- 1) (ite (= i0n_add 1) 0 1))) (ite (= d957 1) d933 d934))))
;; <- success
(assert (=> (and d954 (or (= i0p_k 1) (= i0p_k 2))) (and (= i0p_fld 0) (or (= d953 1) (= d953 2)))))
;; <- success
(assert (=> (and d958 (or (= i0n_k 1) (= i0n_k 2))) (and (= i0n_fld 0) (or (= d957 1) (= d957 2)))))
;; <- success
(define-fun d960 () Int (ite (and d954 (not (or (= i0p_k 2) (= i0p_k 7))) (= i0p_lhs 0)) d955 d943))
;; <- success
(define-fun d961 () Int (ite (and d954 (not (or (= i0p_k 2) (= i0p_k 7))) (= i0p_lhs 1)) d955 d944))
;; <- success
(define-fun d962 () Int (ite (and d954 (not (or (= i0p_k 2) (= i0p_k 7))) (= i0p_lhs 2)) d955 d945))
;; <- success
(define-fun d963 () Int (ite (and d958 (not (or (= i0n_k 2) (= i0n_k 7))) (= i0n_lhs 0)) d959 d924))
;; <- success
(define-fun d964 () Int (ite (and d958 (not (or (= i0n_k 2) (= i0n_k 7))) (= i0n_lhs 1)) d959 d925))
;; <- success
(define-fun d965 () Int (ite (and d958 (not (or (= i0n_k 2) (= i0n_k 7))) (= i0n_lhs 2)) d959 d926))
;; <- success
(define-fun d966 () Int (ite (and d958 (not (or (= i0n_k 2) (= i0n_k 7))) (= i0n_lhs 3)) d959 d927))
;; <- success
(define-fun d967 () Int (ite (and d958 (not (or (= i0n_k 2) (= i0n_k 7))) (= i0n_lhs 4)) d959 d928))
;; <- success
(define-fun d968 () Bool (and d954 (= i0p_k 2) (= i0p_fld 0)))
;; <- success
(define-fun d969 () Int (ite (and d968 (= d953 1)) d952 d950))
;; <- success
(define-fun d970 () Int (ite (and d968 (= d953 2)) d952 d951))
;; <- success
(define-fun d971 () Bool (and d958 (= i0n_k 2) (= i0n_fld 0)))
;; <- success
(define-fun d972 () Int (ite (and d971 (= d957 1)) d956 d933))
;; <- success
(define-fun d973 () Int (ite (and d971 (= d957 2)) d956 d934))
;; <- success
(define-fun d974 () Int (ite (= i0p_rhs 0) d960 (ite (= i0p_rhs 1) d961 (ite (= i0p_rhs 2) d962 0))))
;; <- success
(define-fun d975 () Int (ite (= i0p_base 0) d960 (ite (= i0p_base 1) d961 d962)))
;; <- success
(define-fun d976 () Bool (and (and t0 (= pos0 1) (= cls0 0)) (not (and (= i0p_nn 1) (= d975 0)))))
;; <- success
(define-fun d977 () Int (ite (= i0p_k 0) d974 (ite (= d975 1) d969 d970)))
;; <- success
(define-fun d978 () Int (ite (= i0n_rhs 0) d963 (ite (= i0n_rhs 1) d964 (ite (= i0n_rhs 2) d965 (ite (= i0n_rhs 3) d966 (ite (= i0n_rhs 4) d967 (ite (= i0n_rhs 5) (- 1) (ite (= i0n_rhs 6) 0 1))))))))
;; <- success
(define-fun d979 () Int (ite (= i0n_base 0) d960 (ite (= i0n_base 1) d961 d962)))
;; <- success
(define-fun d980 () Bool (and (and t0 (= pos0 1) (= cls0 1)) (not (and (= i0n_nn 1) (= d979 0)))))
;; <- success
(define-fun d981 () Int (ite (= i0n_k 0) d978 (ite (= i0n_k 3) (+ d978 (ite (= i0n_add 0) (- 1) (ite (= i0n_add 1) 0 1))) (ite (= d979 1) d972 d973))))
;; <- success
(assert (=> (and d976 (or (= i0p_k 1) (= i0p_k 2))) (and (= i0p_fld 0) (or (= d975 1) (= d975 2)))))
;; <- success
(assert (=> (and d980 (or (= i0n_k 1) (= i0n_k 2))) (and (= i0n_fld 0) (or (= d979 1) (= d979 2)))))
;; <- success
(define-fun d982 () Int (ite (and d976 (not (or (= i0p_k 2) (= i0p_k 7))) (= i0p_lhs 0)) d977 d960))
;; <- success
(define-fun d983 () Int (ite (and d976 (not (or (= i0p_k 2) (= i0p_k 7))) (= i0p_lhs 1)) d977 d961))
;; <- success
(define-fun d984 () Int (ite (and d976 (not (or (= i0p_k 2) (= i0p_k 7))) (= i0p_lhs 2)) d977 d962))
;; <- success
(define-fun d985 () Int (ite (and d980 (not (or (= i0n_k 2) (= i0n_k 7))) (= i0n_lhs 0)) d981 d963))
;; <- success
(define-fun d986 () Int (ite (and d980 (not (or (= i0n_k 2) (= i0n_k 7))) (= i0n_lhs 1)) d981 d964))
;; <- success
(define-fun d987 () Int (ite (and d980 (not (or (= i0n_k 2) (= i0n_k 7))) (= i0n_lhs 2)) d981 d965))
;; <- success
(define-fun d988 () Int (ite (and d980 (not (or (= i0n_k 2) (= i0n_k 7))) (= i0n_lhs 3)) d981 d966))
;; <- success
(define-fun d989 () Int (ite (and d980 (not (or (= i0n_k 2) (= i0n_k 7))) (= i0n_lhs 4)) d981 d967))
;; <- success
(define-fun d990 () Bool (and d976 (= i0p_k 2) (= i0p_fld 0)))
;; <- success
(define-fun d991 () Int (ite (and d990 (= d975 1)) d974 d969))
;; <- success
(define-fun d992 () Int (ite (and d990 (= d975 2)) d974 d970))
;; <- success
(define-fun d993 () Bool (and d980 (= i0n_k 2) (= i0n_fld 0)))
;; <- success
(define-fun d994 () Int (ite (and d993 (= d979 1)) d978 d972))
;; <- success
(define-fun d995 () Int (ite (and d993 (= d979 2)) d978 d973))
;; <- success
(define-fun d996 () Int (ite (= g11_x 0) d982 (ite (= g11_x 1) d983 d984)))
;; <- success
(define-fun d997 () Int (ite (= g11_y 0) d982 (ite (= g11_y 1) d983 (ite (= g11_y 2) d984 0))))
;; <- success
(define-fun d998 () Int (ite (= g11_x 0) d985 (ite (= g11_x 1) d986 (ite (= g11_x 2) d987 (ite (= g11_x 3) d988 d989)))))
;; <- success
(define-fun d999 () Int (ite (= g11_y 0) d985 (ite (= g11_y 1) d986 (ite (= g11_y 2) d987 (ite (= g11_y 3) d988 (ite (= g11_y 4) d989 (ite (= g11_y 5) (- 1) (ite (= g11_y 6) 0 1))))))))
;; <- success
(define-fun d1000 () Bool (ite r11 (ite g11_del false (ite g11_ptr (ite (= g11_op 0) (= d996 d997) (distinct d996 d997)) (ite (= g11_op 0) (= d998 d999) (ite (= g11_op 1) (distinct d998 d999) (ite (= g11_op 2) (< d998 d999) (ite (= g11_op 3) (<= d998 d999) (ite (= g11_op 4) (> d998 d999) (>= d998 d999)))))))) true))
;; <- success
(define-fun d1001 () Int (ite (= h11_rhs 0) d985 (ite (= h11_rhs 1) d986 (ite (= h11_rhs 2) d987 (ite (= h11_rhs 3) d988 (ite (= h11_rhs 4) d989 (ite (= h11_rhs 5) (- 1) (ite (= h11_rhs 6) 0 1))))))))
;; <- success
(define-fun d1002 () Int (ite (= h11_base 0) d982 (ite (= h11_base 1) d983 d984)))
;; <- success
(define-fun d1003 () Int (ite (= h11_at 0) (ite (= h11_to 0) (+ d985 d987) (ite (= h11_to 1) (+ d986 d987) (ite (= h11_to 2) (+ d987 d987) (ite (= h11_to 3) (+ d988 d987) (+ d989 d987))))) (ite (= h11_to 0) (+ d988 d985) (ite (= h11_to 1) (+ d988 d986) (ite (= h11_to 2) (+ d988 d987) (ite (= h11_to 3) (+ d988 d988) (+ d988 d989)))))))
;; <- success
(define-fun d1004 () Int (ite (= h11_k 9) d1003 (ite (= h11_k 5) (+ d988 d987) (ite (= h11_k 0) d1001 (ite (= h11_k 3) (+ d1001 (ite (= h11_add 0) (- 1) (ite (= h11_add 1) 0 1))) (ite (= d1002 1) d994 d995))))))
;; <- success
(assert (=> (and (and d1000 s11) (or (= h11_k 1) (= h11_k 2))) (and (= h11_fld 0) (or (= d1002 1) (= d1002 2)))))
;; <- success
(define-fun d1005 () Int (ite (and d1000 (not s11)) (+ d988 d987) d987))
;; <- success
(define-fun d1006 () Int (ite (and (and d1000 s11) (not (or (= h11_k 2) (= h11_k 7))) (= h11_lhs 0)) d1004 d985))
;; <- success
(define-fun d1007 () Int (ite (and (and d1000 s11) (not (or (= h11_k 2) (= h11_k 7))) (= h11_lhs 1)) d1004 d986))
;; <- success
(define-fun d1008 () Int (ite (and (and d1000 s11) (not (or (= h11_k 2) (= h11_k 7))) (= h11_lhs 2)) d1004 d1005))
;; <- success
(define-fun d1009 () Int (ite (and (and d1000 s11) (not (or (= h11_k 2) (= h11_k 7))) (= h11_lhs 3)) d1004 d988))
;; <- success
(define-fun d1010 () Int (ite (and (and d1000 s11) (not (or (= h11_k 2) (= h11_k 7))) (= h11_lhs 4)) d1004 d989))
;; <- success
(define-fun d1011 () Bool (and (and d1000 s11) (= h11_k 2) (= h11_fld 0)))
;; <- success
(define-fun d1012 () Int (ite (and d1011 (= d1002 1)) d1001 d994))
;; <- success
(define-fun d1013 () Int (ite (and d1011 (= d1002 2)) d1001 d995))
;; <- success
(define-fun d1014 () Int (ite (= i0p_rhs 0) d982 (ite (= i0p_rhs 1) d983 (ite (= i0p_rhs 2) d984 0))))
;; <- success
(define-fun d1015 () Int (ite (= i0p_base 0) d982 (ite (= i0p_base 1) d983 d984)))
;; <- success
(define-fun d1016 () Bool (and (and t0 (= pos0 2) (= cls0 0)) (not (and (= i0p_nn 1) (= d1015 0)))))
;; <- success
(define-fun d1017 () Int (ite (= i0p_k 0) d1014 (ite (= d1015 1) d991 d992)))
;; <- success
(define-fun d1018 () Int (ite (= i0n_rhs 0) d1006 (ite (= i0n_rhs 1) d1007 (ite (= i0n_rhs 2) d1008 (ite (= i0n_rhs 3) d1009 (ite (= i0n_rhs 4) d1010 (ite (= i0n_rhs 5) (- 1) (ite (= i0n_rhs 6) 0 1))))))))
;; <- success
(define-fun d1019 () Int (ite (= i0n_base 0) d982 (ite (= i0n_base 1) d983 d984)))
;; <- success
(define-fun d1020 () Bool (and (and t0 (= pos0 2) (= cls0 1)) (not (and (= i0n_nn 1) (= d1019 0)))))
;; <- success
(define-fun d1021 () Int (ite (= i0n_k 0) d1018 (ite (= i0n_k 3) (+ d1018 (ite (= i0n_add 0) (- 1) (ite (= i0n_add 1) 0 1))) (ite (= d1019 1) d1012 d1013))))
;; <- success
(assert (=> (and d1016 (or (= i0p_k 1) (= i0p_k 2))) (and (= i0p_fld 0) (or (= d1015 1) (= d1015 2)))))
;; <- success
(assert (=> (and d1020 (or (= i0n_k 1) (= i0n_k 2))) (and (= i0n_fld 0) (or (= d1019 1) (= d1019 2)))))
;; <- success
(define-fun d1022 () Int (ite (and d1016 (not (or (= i0p_k 2) (= i0p_k 7))) (= i0p_lhs 0)) d1017 d982))
;; <- success
(define-fun d1023 () Int (ite (and d1016 (not (or (= i0p_k 2) (= i0p_k 7))) (= i0p_lhs 1)) d1017 d983))
;; <- success
(define-fun d1024 () Int (ite (and d1016 (not (or (= i0p_k 2) (= i0p_k 7))) (= i0p_lhs 2)) d1017 d984))
;; <- success
(define-fun d1025 () Int (ite (and d1020 (not (or (= i0n_k 2) (= i0n_k 7))) (= i0n_lhs 0)) d1021 d1006))
;; <- success
(define-fun d1026 () Int (ite (and d1020 (not (or (= i0n_k 2) (= i0n_k 7))) (= i0n_lhs 1)) d1021 d1007))
;; <- success
(define-fun d1027 () Int (ite (and d1020 (not (or (= i0n_k 2) (= i0n_k 7))) (= i0n_lhs 2)) d1021 d1008))
;; <- success
(define-fun d1028 () Int (ite (and d1020 (not (or (= i0n_k 2) (= i0n_k 7))) (= i0n_lhs 3)) d1021 d1009))
;; <- success
(define-fun d1029 () Int (ite (and d1020 (not (or (= i0n_k 2) (= i0n_k 7))) (= i0n_lhs 4)) d1021 d1010))
;; <- success
(define-fun d1030 () Bool (and d1016 (= i0p_k 2) (= i0p_fld 0)))
;; <- success
(define-fun d1031 () Int (ite (and d1030 (= d1015 1)) d1014 d991))
;; <- success
(define-fun d1032 () Int (ite (and d1030 (= d1015 2)) d1014 d992))
;; <- success
(define-fun d1033 () Bool (and d1020 (= i0n_k 2) (= i0n_fld 0)))
;; <- success
(define-fun d1034 () Int (ite (and d1033 (= d1019 1)) d1018 d1012))
;; <- success
(define-fun d1035 () Int (ite (and d1033 (= d1019 2)) d1018 d1013))
;; <- success
(define-fun d1036 () Int (+ d1029 1))
;; <- success
(assert (= d1025 2))
;; <- success
(assert (= d1024 2))
;; <- success
(assert (= d1022 1))
;; <- success
(assert (= d1036 2))
;; <- success
(assert (= d1026 0))
;; <- success
(assert (= d1027 7))
;; <- success
(assert (= d1023 2))
;; <- success
(assert (= d1028 14))
;; <- success
(assert (= d1034 0))
;; <- success
(assert (= d1031 2))
;; <- success
(assert (= d1035 7))
;; <- success
(define-fun d1037 () Bool (< d1036 d1025))
;; <- success
(assert (not d1037))
;; <- success
(define-fun d1038 () Bool (not (= d1023 0)))
;; <- success
(assert d1038)
;; <- success
(assert (=> d1038 (or (= d1023 1) (= d1023 2))))
;; <- success
(define-fun d1039 () Int (ite (and d1038 (= d1023 1)) d1022 d1031))
;; <- success
(define-fun d1040 () Int (ite (and d1038 (= d1023 2)) d1022 d1032))
;; <- success
(assert (= d1025 2))
;; <- success
(assert (= d1024 2))
;; <- success
(assert (= d1022 1))
;; <- success
(assert (= d1036 2))
;; <- success
(assert (= d1022 1))
;; <- success
(assert (= d1026 0))
;; <- success
(assert (= d1027 7))
;; <- success
(assert (= d1023 2))
;; <- success
(assert (= d1028 14))
;; <- success
(assert (= d1034 0))
;; <- success
(assert (= d1039 2))
;; <- success
(assert (= d1035 7))
;; <- success
(assert (= d1040 1))
;; <- success
(declare-const u1041 Bool)
;; <- success
(declare-const u1042 Bool)
;; <- success
(declare-const u1043 Bool)
;; <- success
(declare-const u1044 Int)
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
(define-fun d1045 () Bool (< 0 1))
;; <- success
(assert d1045)
;; <- success
(assert (=> true true))
;; <- success
(define-fun d1046 () Bool (= 0 0))
;; <- success
(assert d1046)
;; <- success
(define-fun d1047 () Int (ite d1046 1 0))
;; <- success
(define-fun d1048 () Int (ite (= i0p_rhs 0) d1047 (ite (= i0p_rhs 1) 0 (ite (= i0p_rhs 2) 1 0))))
;; <- success
(define-fun d1049 () Int (ite (= i0p_base 0) d1047 (ite (= i0p_base 1) 0 1)))
;; <- success
(define-fun d1050 () Bool (and (and t0 (= pos0 0) (= cls0 0)) (not (and (= i0p_nn 1) (= d1049 0)))))
;; <- success
(define-fun d1051 () Int (ite (= i0p_k 0) d1048 (- 1)))
;; <- success
(define-fun d1052 () Int (ite (= i0n_rhs 0) 1 (ite (= i0n_rhs 1) 5 (ite (= i0n_rhs 2) 3 (ite (= i0n_rhs 3) 5 (ite (= i0n_rhs 4) 0 (ite (= i0n_rhs 5) (- 1) (ite (= i0n_rhs 6) 0 1))))))))
;; <- success
(define-fun d1053 () Int (ite (= i0n_base 0) d1047 (ite (= i0n_base 1) 0 1)))
;; <- success
(define-fun d1054 () Bool (and (and t0 (= pos0 0) (= cls0 1)) (not (and (= i0n_nn 1) (= d1053 0)))))
;; <- success
(define-fun d1055 () Int (ite (= i0n_k 0) d1052 (ite (= i0n_k 3) (+ d1052 (ite (= i0n_add 0) (- 1) (ite (= i0n_add 1) 0 1))) 5)))
;; <- success
(assert (=> (and d1050 (or (= i0p_k 1) (= i0p_k 2))) (and (= i0p_fld 0) (= d1049 1))))
;; <- success
(assert (=> (and d1054 (or (= i0n_k 1) (= i0n_k 2))) (and (= i0n_fld 0) (= d1053 1))))
;; <- success
(define-fun d1056 () Int (ite (and d1050 (not (or (= i0p_k 2) (= i0p_k 7))) (= i0p_lhs 0)) d1051 d1047))
;; <- success
(define-fun d1057 () Int (ite (and d1050 (not (or (= i0p_k 2) (= i0p_k 7))) (= i0p_lhs 1)) d1051 0))
;; <- success
(define-fun d1058 () Int (ite (and d1050 (not (or (= i0p_k 2) (= i0p_k 7))) (= i0p_lhs 2)) d1051 1))
;; <- success
(define-fun d1059 () Int (ite (and d1054 (not (or (= i0n_k 2) (= i0n_k 7))) (= i0n_lhs 0)) d1055 1))
;; <- success
(define-fun d1060 () Int (ite (and d1054 (not (or (= i0n_k 2) (= i0n_k 7))) (= i0n_lhs 1)) d1055 5))
;; <- success
(define-fun d1061 () Int (ite (and d1054 (not (or (= i0n_k 2) (= i0n_k 7))) (= i0n_lhs 2)) d1055 3))
;; <- success
(define-fun d1062 () Int (ite (and d1054 (not (or (= i0n_k 2) (= i0n_k 7))) (= i0n_lhs 3)) d1055 5))
;; <- success
(define-fun d1063 () Int (ite (and d1054 (not (or (= i0n_k 2) (= i0n_k 7))) (= i0n_lhs 4)) d1055 0))
;; <- success
(define-fun d1064 () Int (ite (and (and d1050 (= i0p_k 2) (= i0p_fld 0)) (= d1049 1)) d1048 (- 1)))
;; <- success
(define-fun d1065 () Int (ite (and (and d1054 (= i0n_k 2) (= i0n_fld 0)) (= d1053 1)) d1052 5))
;; <- success
(define-fun d1066 () Int (ite (= i0p_rhs 0) d1056 (ite (= i0p_rhs 1) d1057 (ite (= i0p_rhs 2) d1058 0))))
;; <- success
(define-fun d1067 () Int (ite (= i0p_base 0) d1056 (ite (= i0p_base 1) d1057 d1058)))
;; <- success
(define-fun d1068 () Bool (and (and t0 (= pos0 1) (= cls0 0)) (not (and (= i0p_nn 1) (= d1067 0)))))
;; <- success
(define-fun d1069 () Int (ite (= i0p_k 0) d1066 d1064))
;; <- success
(define-fun d1070 () Int (ite (= i0n_rhs 0) d1059 (ite (= i0n_rhs 1) d1060 (ite (= i0n_rhs 2) d1061 (ite (= i0n_rhs 3) d1062 (ite (= i0n_rhs 4) d1063 (ite (= i0n_rhs 5) (- 1) (ite (= i0n_rhs 6) 0 1))))))))
;; <- success
(define-fun d1071 () Int (ite (= i0n_base 0) d1056 (ite (= i0n_base 1) d1057 d1058)))
;; <- success
(define-fun d1072 () Bool (and (and t0 (= pos0 1) (= cls0 1)) (not (and (= i0n_nn 1) (= d1071 0)))))
;; <- success
(define-fun d1073 () Int (ite (= i0n_k 0) d1070 (ite (= i0n_k 3) (+ d1070 (ite (= i0n_add 0) (- 1) (ite (= i0n_add 1) 0 1))) d1065)))
;; <- success
(assert (=> (and d1068 (or (= i0p_k 1) (= i0p_k 2))) (and (= i0p_fld 0) (= d1067 1))))
;; <- success
(assert (=> (and d1072 (or (= i0n_k 1) (= i0n_k 2))) (and (= i0n_fld 0) (= d1071 1))))
;; <- success
(define-fun d1074 () Int (ite (and d1068 (not (or (= i0p_k 2) (= i0p_k 7))) (= i0p_lhs 0)) d1069 d1056))
;; <- success
(define-fun d1075 () Int (ite (and d1068 (not (or (= i0p_k 2) (= i0p_k 7))) (= i0p_lhs 1)) d1069 d1057))
;; <- success
(define-fun d1076 () Int (ite (and d1068 (not (or (= i0p_k 2) (= i0p_k 7))) (= i0p_lhs 2)) d1069 d1058))
;; <- success
(define-fun d1077 () Int (ite (and d1072 (not (or (= i0n_k 2) (= i0n_k 7))) (= i0n_lhs 0)) d1073 d1059))
;; <- success
(define-fun d1078 () Int (ite (and d1072 (not (or (= i0n_k 2) (= i0n_k 7))) (= i0n_lhs 1)) d1073 d1060))
;; <- success
(define-fun d1079 () Int (ite (and d1072 (not (or (= i0n_k 2) (= i0n_k 7))) (= i0n_lhs 2)) d1073 d1061))
;; <- success
(define-fun d1080 () Int (ite (and d1072 (not (or (= i0n_k 2) (= i0n_k 7))) (= i0n_lhs 3)) d1073 d1062))
;; <- success
(define-fun d1081 () Int (ite (and d1072 (not (or (= i0n_k 2) (= i0n_k 7))) (= i0n_lhs 4)) d1073 d1063))
;; <- success
(define-fun d1082 () Int (ite (and (and d1068 (= i0p_k 2) (= i0p_fld 0)) (= d1067 1)) d1066 d1064))
;; <- success
(define-fun d1083 () Int (ite (and (and d1072 (= i0n_k 2) (= i0n_fld 0)) (= d1071 1)) d1070 d1065))
;; <- success
(define-fun d1084 () Int (ite (= g11_x 0) d1074 (ite (= g11_x 1) d1075 d1076)))
;; <- success
(define-fun d1085 () Int (ite (= g11_y 0) d1074 (ite (= g11_y 1) d1075 (ite (= g11_y 2) d1076 0))))
;; <- success
(define-fun d1086 () Int (ite (= g11_x 0) d1077 (ite (= g11_x 1) d1078 (ite (= g11_x 2) d1079 (ite (= g11_x 3) d1080 d1081)))))
;; <- success
(define-fun d1087 () Int (ite (= g11_y 0) d1077 (ite (= g11_y 1) d1078 (ite (= g11_y 2) d1079 (ite (= g11_y 3) d1080 (ite (= g11_y 4) d1081 (ite (= g11_y 5) (- 1) (ite (= g11_y 6) 0 1))))))))
;; <- success
(define-fun d1088 () Bool (ite r11 (ite g11_del false (ite g11_ptr (ite (= g11_op 0) (= d1084 d1085) (distinct d1084 d1085)) (ite (= g11_op 0) (= d1086 d1087) (ite (= g11_op 1) (distinct d1086 d1087) (ite (= g11_op 2) (< d1086 d1087) (ite (= g11_op 3) (<= d1086 d1087) (ite (= g11_op 4) (> d1086 d1087) (>= d1086 d1087)))))))) true))
;; <- success
(define-fun d1089 () Int (ite (= h11_rhs 0) d1077 (ite (= h11_rhs 1) d1078 (ite (= h11_rhs 2) d1079 (ite (= h11_rhs 3) d1080 (ite (= h11_rhs 4) d1081 (ite (= h11_rhs 5) (- 1) (ite (= h11_rhs 6) 0 1))))))))
;; <- success
(define-fun d1090 () Int (ite (= h11_base 0) d1074 (ite (= h11_base 1) d1075 d1076)))
;; <- success
(define-fun d1091 () Int (ite (= h11_at 0) (ite (= h11_to 0) (+ d1077 d1079) (ite (= h11_to 1) (+ d1078 d1079) (ite (= h11_to 2) (+ d1079 d1079) (ite (= h11_to 3) (+ d1080 d1079) (+ d1081 d1079))))) (ite (= h11_to 0) (+ d1080 d1077) (ite (= h11_to 1) (+ d1080 d1078) (ite (= h11_to 2) (+ d1080 d1079) (ite (= h11_to 3) (+ d1080 d1080) (+ d1080 d1081)))))))
;; <- success
(define-fun d1092 () Int (ite (= h11_k 9) d1091 (ite (= h11_k 5) (+ d1080 d1079) (ite (= h11_k 0) d1089 (ite (= h11_k 3) (+ d1089 (ite (= h11_add 0) (- 1) (ite (= h11_add 1) 0 1))) d1083)))))
;; <- success
(assert (=> (and (and d1088 s11) (or (= h11_k 1) (= h11_k 2))) (and (= h11_fld 0) (= d1090 1))))
;; <- success
(define-fun d1093 () Int (ite (and d1088 (not s11)) (+ d1080 d1079) d1079))
;; <- success
(define-fun d1094 () Int (ite (and (and d1088 s11) (not (or (= h11_k 2) (= h11_k 7))) (= h11_lhs 0)) d1092 d1077))
;; <- success
(define-fun d1095 () Int (ite (and (and d1088 s11) (not (or (= h11_k 2) (= h11_k 7))) (= h11_lhs 1)) d1092 d1078))
;; <- success
(define-fun d1096 () Int (ite (and (and d1088 s11) (not (or (= h11_k 2) (= h11_k 7))) (= h11_lhs 2)) d1092 d1093))
;; <- success
(define-fun d1097 () Int (ite (and (and d1088 s11) (not (or (= h11_k 2) (= h11_k 7))) (= h11_lhs 3)) d1092 d1080))
;; <- success
(define-fun d1098 () Int (ite (and (and d1088 s11) (not (or (= h11_k 2) (= h11_k 7))) (= h11_lhs 4)) d1092 d1081))
;; <- success
(define-fun d1099 () Int (ite (and (and (and d1088 s11) (= h11_k 2) (= h11_fld 0)) (= d1090 1)) d1089 d1083))
;; <- success
(define-fun d1100 () Int (ite (= i0p_rhs 0) d1074 (ite (= i0p_rhs 1) d1075 (ite (= i0p_rhs 2) d1076 0))))
;; <- success
(define-fun d1101 () Int (ite (= i0p_base 0) d1074 (ite (= i0p_base 1) d1075 d1076)))
;; <- success
(define-fun d1102 () Bool (and (and t0 (= pos0 2) (= cls0 0)) (not (and (= i0p_nn 1) (= d1101 0)))))
;; <- success
(define-fun d1103 () Int (ite (= i0p_k 0) d1100 d1082))
;; <- success
(define-fun d1104 () Int (ite (= i0n_rhs 0) d1094 (ite (= i0n_rhs 1) d1095 (ite (= i0n_rhs 2) d1096 (ite (= i0n_rhs 3) d1097 (ite (= i0n_rhs 4) d1098 (ite (= i0n_rhs 5) (- 1) (ite (= i0n_rhs 6) 0 1))))))))
;; <- success
(define-fun d1105 () Int (ite (= i0n_base 0) d1074 (ite (= i0n_base 1) d1075 d1076)))
;; <- success
(define-fun d1106 () Bool (and (and t0 (= pos0 2) (= cls0 1)) (not (and (= i0n_nn 1) (= d1105 0)))))
;; <- success
(define-fun d1107 () Int (ite (= i0n_k 0) d1104 (ite (= i0n_k 3) (+ d1104 (ite (= i0n_add 0) (- 1) (ite (= i0n_add 1) 0 1))) d1099)))
;; <- success
(assert (=> (and d1102 (or (= i0p_k 1) (= i0p_k 2))) (and (= i0p_fld 0) (= d1101 1))))
;; <- success
(assert (=> (and d1106 (or (= i0n_k 1) (= i0n_k 2))) (and (= i0n_fld 0) (= d1105 1))))
;; <- success
(define-fun d1108 () Int (ite (and d1102 (not (or (= i0p_k 2) (= i0p_k 7))) (= i0p_lhs 0)) d1103 d1074))
;; <- success
(define-fun d1109 () Int (ite (and d1102 (not (or (= i0p_k 2) (= i0p_k 7))) (= i0p_lhs 1)) d1103 d1075))
;; <- success
(define-fun d1110 () Int (ite (and d1102 (not (or (= i0p_k 2) (= i0p_k 7))) (= i0p_lhs 2)) d1103 d1076))
;; <- success
(define-fun d1111 () Int (ite (and d1106 (not (or (= i0n_k 2) (= i0n_k 7))) (= i0n_lhs 0)) d1107 d1094))
;; <- success
(define-fun d1112 () Int (ite (and d1106 (not (or (= i0n_k 2) (= i0n_k 7))) (= i0n_lhs 1)) d1107 d1095))
;; <- success
(define-fun d1113 () Int (ite (and d1106 (not (or (= i0n_k 2) (= i0n_k 7))) (= i0n_lhs 2)) d1107 d1096))
;; <- success
(define-fun d1114 () Int (ite (and d1106 (not (or (= i0n_k 2) (= i0n_k 7))) (= i0n_lhs 3)) d1107 d1097))
;; <- success
(define-fun d1115 () Int (ite (and d1106 (not (or (= i0n_k 2) (= i0n_k 7))) (= i0n_lhs 4)) d1107 d1098))
;; <- success
(define-fun d1116 () Int (ite (and (and d1102 (= i0p_k 2) (= i0p_fld 0)) (= d1101 1)) d1100 d1082))
;; <- success
(define-fun d1117 () Int (ite (and (and d1106 (= i0n_k 2) (= i0n_fld 0)) (= d1105 1)) d1104 d1099))
;; <- success
(define-fun d1118 () Int (+ d1115 1))
;; <- success
(assert (= d1111 1))
;; <- success
(assert (= d1110 1))
;; <- success
(assert (= d1108 1))
;; <- success
(assert (= d1118 1))
;; <- success
(assert (= d1112 5))
;; <- success
(assert (= d1113 3))
;; <- success
(assert (= d1109 1))
;; <- success
(assert (= d1114 8))
;; <- success
(assert (= d1117 5))
;; <- success
(define-fun d1119 () Bool (< d1118 d1111))
;; <- success
(assert (not d1119))
;; <- success
(define-fun d1120 () Bool (not (= d1109 0)))
;; <- success
(assert d1120)
;; <- success
(assert (=> d1120 (= d1109 1)))
;; <- success
(define-fun d1121 () Int (ite (and d1120 (= d1109 1)) d1108 d1116))
;; <- success
(assert (= d1111 1))
;; <- success
(assert (= d1110 1))
;; <- success
(assert (= d1108 1))
;; <- success
(assert (= d1118 1))
;; <- success
(assert (= d1108 1))
;; <- success
(assert (= d1112 5))
;; <- success
(assert (= d1113 3))
;; <- success
(assert (= d1109 1))
;; <- success
(assert (= d1114 8))
;; <- success
(assert (= d1117 5))
;; <- success
(assert (= d1121 1))
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
;; <- ((s10 true) (h10_k 2) (h10_lhs 0) (h10_base 1) (h10_fld 0) (h10_rhs 2) (h10_add 0) (h10_op 0) (h10_rhs2 0) (h10_fld1 0) (h10_nn 0) (h10_src 0) (h10_sfld 0) (h10_at 0) (h10_to 0) (s11 true) (h11_k 9) (h11_lhs 3) (h11_base 0) (h11_fld 0) (h11_rhs 0) (h11_add 0) (h11_op 0) (h11_rhs2 0) (h11_fld1 0) (h11_nn 0) (h11_src 0) (h11_sfld 0) (h11_at 0) (h11_to 3) (r10 false) (g10_del false) (g10_ptr true) (g10_op 0) (g10_x 0) (g10_y 0) (r11 false) (g11_del false) (g11_ptr true) (g11_op 0) (g11_x 0) (g11_y 0) (t0 true) (pos0 2) (cls0 0) (i0p_k 0) (i0p_lhs 1) (i0p_base 0) (i0p_fld 0) (i0p_rhs 2) (i0p_add 0) (i0p_op 0) (i0p_rhs2 0) (i0p_fld1 0) (i0p_nn 0) (i0p_src 0) (i0p_sfld 0) (i0p_at 0) (i0p_to 0) (i0n_k 0) (i0n_lhs 0) (i0n_base 0) (i0n_fld 0) (i0n_rhs 0) (i0n_add 0) (i0n_op 0) (i0n_rhs2 0) (i0n_fld1 0) (i0n_nn 0) (i0n_src 0) (i0n_sfld 0) (i0n_at 0) (i0n_to 0))
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
;; <- (choice.all pin.0)
(check-sat-assuming (tau_grd.0 choice.all pin.1 pin.2))
;; <- unsat
(get-unsat-assumptions)
;; <- (choice.all pin.1)
(check-sat-assuming (tau_grd.0 choice.all pin.2))
;; <- sat
(get-value (s10 h10_k h10_lhs h10_base h10_fld h10_rhs h10_add h10_op h10_rhs2 h10_fld1 h10_nn h10_src h10_sfld h10_at h10_to s11 h11_k h11_lhs h11_base h11_fld h11_rhs h11_add h11_op h11_rhs2 h11_fld1 h11_nn h11_src h11_sfld h11_at h11_to r10 g10_del g10_ptr g10_op g10_x g10_y r11 g11_del g11_ptr g11_op g11_x g11_y t0 pos0 cls0 i0p_k i0p_lhs i0p_base i0p_fld i0p_rhs i0p_add i0p_op i0p_rhs2 i0p_fld1 i0p_nn i0p_src i0p_sfld i0p_at i0p_to i0n_k i0n_lhs i0n_base i0n_fld i0n_rhs i0n_add i0n_op i0n_rhs2 i0n_fld1 i0n_nn i0n_src i0n_sfld i0n_at i0n_to))
;; <- ((s10 true) (h10_k 2) (h10_lhs 0) (h10_base 1) (h10_fld 0) (h10_rhs 2) (h10_add 0) (h10_op 0) (h10_rhs2 0) (h10_fld1 0) (h10_nn 0) (h10_src 0) (h10_sfld 0) (h10_at 0) (h10_to 0) (s11 true) (h11_k 9) (h11_lhs 3) (h11_base 0) (h11_fld 0) (h11_rhs 3) (h11_add 0) (h11_op 0) (h11_rhs2 0) (h11_fld1 0) (h11_nn 0) (h11_src 0) (h11_sfld 0) (h11_at 0) (h11_to 3) (r10 false) (g10_del false) (g10_ptr true) (g10_op 0) (g10_x 0) (g10_y 0) (r11 false) (g11_del false) (g11_ptr true) (g11_op 0) (g11_x 0) (g11_y 0) (t0 true) (pos0 2) (cls0 0) (i0p_k 0) (i0p_lhs 1) (i0p_base 0) (i0p_fld 0) (i0p_rhs 2) (i0p_add 0) (i0p_op 0) (i0p_rhs2 0) (i0p_fld1 0) (i0p_nn 0) (i0p_src 0) (i0p_sfld 0) (i0p_at 0) (i0p_to 0) (i0n_k 0) (i0n_lhs 0) (i0n_base 0) (i0n_fld 0) (i0n_rhs 0) (i0n_add 0) (i0n_op 0) (i0n_rhs2 0) (i0n_fld1 0) (i0n_nn 0) (i0n_src 0) (i0n_sfld 0) (i0n_at 0) (i0n_to 0))
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
